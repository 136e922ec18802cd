/** Your account: placeholder until this page lands. */
export function ProfilePage() {
  return (
    <section className="page-placeholder">
      <h1>Your account</h1>
    </section>
  );
}
