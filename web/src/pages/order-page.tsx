/** Your order: placeholder until this page lands. */
export function OrderPage() {
  return (
    <section className="page-placeholder">
      <h1>Your order</h1>
    </section>
  );
}
