/** A message for the whole form (no field fits it): announced when it appears. */
export function FormAlert({ message }: { message: string | undefined }) {
  return message ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : null;
}
