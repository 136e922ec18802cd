/**
 * A destructive action asked twice: the first press shows the question with the two answers in place,
 * the second runs it; Escape or the cancel answer backs out and returns focus to the first button. No
 * modal, so nothing to trap or lose.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface ConfirmActionProps {
  /** The first button ("Delete"). */
  label: string;
  /** Accessible name of the first button when the visible label is short ("Delete the address in Mumbai"). */
  accessibleLabel?: string;
  question: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  disabled?: boolean;
  /** Which answer takes focus when the question appears: the safe one unless the caller says otherwise. */
  focus?: 'cancel' | 'confirm';
  /** Resolves to an error message to show (the question stays), or nothing. */
  onConfirm: () => Promise<string | undefined | void> | void;
  /** A class for the question's group (the cart's bordered box). */
  className?: string;
}

export function ConfirmAction({
  label,
  accessibleLabel,
  question,
  confirmLabel,
  cancelLabel = 'Keep it',
  disabled,
  focus = 'cancel',
  onConfirm,
  className,
}: ConfirmActionProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const cancel = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) (focus === 'confirm' ? confirm : cancel).current?.focus();
    else if (wasAsking.current) opener.current?.focus();
    wasAsking.current = asking;
  }, [asking, focus]);

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
      <span>
        <button
          ref={opener}
          type="button"
          className="button button-quiet button-small"
          aria-label={accessibleLabel}
          disabled={disabled}
          onClick={() => setAsking(true)}
        >
          {label}
        </button>
        {error ? (
          <span className="field-error" role="alert">
            {error}
          </span>
        ) : null}
      </span>
    );
  }
  return (
    <span
      className={['confirm-action', className].filter(Boolean).join(' ')}
      role="group"
      aria-label={typeof question === 'string' ? question : label}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !busy) setAsking(false);
      }}
    >
      <span className="confirm-question">{question}</span>
      <button
        ref={confirm}
        type="button"
        className="button button-small button-danger"
        disabled={busy}
        onClick={() => void run()}
      >
        {busy ? 'Working…' : confirmLabel}
      </button>
      <button
        ref={cancel}
        type="button"
        className="button button-quiet button-small"
        disabled={busy}
        onClick={() => setAsking(false)}
      >
        {cancelLabel}
      </button>
      {error ? (
        <span className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}
