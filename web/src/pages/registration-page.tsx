/** Create your account: placeholder until this page lands. */
export function RegistrationPage() {
  return (
    <section className="page-placeholder">
      <h1>Create your account</h1>
    </section>
  );
}
