/**
 * A destructive action asked twice: the first press shows the question with "yes" and "no" in place
 * (focus moves to the safe choice), the second runs it. No modal, so nothing to trap or lose.
 */
import { useEffect, useRef, useState } from 'react';

export interface ConfirmActionProps {
  /** The first button ("Delete"). */
  label: string;
  /** Accessible name of the first button when the visible label is short ("Delete the address in Mumbai"). */
  accessibleLabel?: string;
  question: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** Resolves to an error message to show, or nothing. */
  onConfirm: () => Promise<string | undefined>;
  className?: string;
}

export function ConfirmAction({ label, accessibleLabel, question, confirmLabel, cancelLabel = 'Keep it', onConfirm, className }: ConfirmActionProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const safe = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) safe.current?.focus();
    else if (wasAsking.current) opener.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  async function run() {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    const message = await onConfirm();
    setBusy(false);
    if (message) setError(message);
    else setAsking(false);
  }

  if (!asking) {
    return (
      <span className={className}>
        <button ref={opener} type="button" className="button button-quiet button-small" aria-label={accessibleLabel} onClick={() => setAsking(true)}>
          {label}
        </button>
        {error ? <span className="field-error" role="alert">{error}</span> : null}
      </span>
    );
  }
  return (
    <span className={['confirm-action', className].filter(Boolean).join(' ')} role="group" aria-label={question}>
      <span className="confirm-question">{question}</span>
      <button type="button" className="button button-small button-danger" disabled={busy} onClick={() => void run()}>
        {busy ? 'Working…' : confirmLabel}
      </button>
      <button ref={safe} type="button" className="button button-quiet button-small" disabled={busy} onClick={() => setAsking(false)}>
        {cancelLabel}
      </button>
      {error ? <span className="field-error" role="alert">{error}</span> : null}
    </span>
  );
}
