/** Thank you for your order: placeholder until this page lands. */
export function OrderSuccessPage() {
  return (
    <section className="page-placeholder">
      <h1>Thank you for your order</h1>
    </section>
  );
}
