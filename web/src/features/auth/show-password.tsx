/** "Show password": one checkbox that reveals the password fields of a form. */
export function ShowPassword({ shown, onChange }: { shown: boolean; onChange(shown: boolean): void }) {
  return (
    <label className="check">
      <input type="checkbox" checked={shown} onChange={(e) => onChange(e.target.checked)} />
      <span>Show password</span>
    </label>
  );
}
