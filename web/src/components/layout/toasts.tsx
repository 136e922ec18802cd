/**
 * Toasts: a polite live region; errors are announced assertively. Each toast's time (5 s, success 3 s)
 * starts when it is on screen, not when it was raised: one raised before the page has rendered (a
 * session that ended during the very first reads) still shows for its full time.
 */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { store, type ToastTone } from '../../state/store.ts';
import { dismissToast, TOAST_MS } from '../../state/toasts.ts';

function Toast({ id, tone, text }: { id: number; tone: ToastTone; text: string }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(id), TOAST_MS[tone]);
    return () => clearTimeout(timer);
  }, [id, tone]);
  return (
    <div className={`toast toast-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <span>{text}</span>
      <button type="button" className="toast-close" aria-label="Dismiss" onClick={() => dismissToast(id)}>
        ×
      </button>
    </div>
  );
}

export function Toasts() {
  const { toasts } = useSnapshot(store);
  return (
    <div className="toasts" aria-live="polite" aria-relevant="additions">
      {toasts.map((t) => (
        <Toast key={t.id} id={t.id} tone={t.tone} text={t.text} />
      ))}
    </div>
  );
}
