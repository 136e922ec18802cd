/** Your cart: placeholder until this page lands. */
export function CartPage() {
  return (
    <section className="page-placeholder">
      <h1>Your cart</h1>
    </section>
  );
}
