/** Reset your password: placeholder until this page lands. */
export function ForgotPasswordPage() {
  return (
    <section className="page-placeholder">
      <h1>Reset your password</h1>
    </section>
  );
}
