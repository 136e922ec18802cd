/** Sign in with a password: placeholder until this page lands. */
export function LoginPasswordPage() {
  return (
    <section className="page-placeholder">
      <h1>Sign in with a password</h1>
    </section>
  );
}
