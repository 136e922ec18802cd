/** Your wishlist: placeholder until this page lands. */
export function WishlistPage() {
  return (
    <section className="page-placeholder">
      <h1>Your wishlist</h1>
    </section>
  );
}
