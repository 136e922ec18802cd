/** Sign in with a one-time password: placeholder until this page lands. */
export function LoginPage() {
  return (
    <section className="page-placeholder">
      <h1>Sign in with a one-time password</h1>
    </section>
  );
}
