/**
 * A button that asks before it acts: the question and the two answers appear in place, the confirm
 * button takes focus, Escape or "Keep" backs out and returns focus to the first button.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface ConfirmActionProps {
  label: string;
  question: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  disabled?: boolean;
  onConfirm: () => Promise<void> | void;
}

export function ConfirmAction({ label, question, confirmLabel, cancelLabel = 'Keep them', disabled, onConfirm }: ConfirmActionProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) confirm.current?.focus();
    else if (wasAsking.current) opener.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <button ref={opener} type="button" className="button button-quiet button-small" disabled={disabled} onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  }
  return (
    <div
      className="confirm"
      role="group"
      aria-label={label}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setAsking(false);
      }}
    >
      <p className="confirm-question">{question}</p>
      <button
        ref={confirm}
        type="button"
        className="button button-small confirm-danger"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          await onConfirm();
          setBusy(false);
          setAsking(false);
        }}
      >
        {busy ? 'Working…' : confirmLabel}
      </button>{' '}
      <button type="button" className="button button-quiet button-small" disabled={busy} onClick={() => setAsking(false)}>
        {cancelLabel}
      </button>
    </div>
  );
}
