/** Checkout: placeholder until this page lands. */
export function CheckoutPage() {
  return (
    <section className="page-placeholder">
      <h1>Checkout</h1>
    </section>
  );
}
