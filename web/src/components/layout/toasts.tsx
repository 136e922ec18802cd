/** Toasts: a polite live region; errors are announced assertively. */
import { useSnapshot } from 'valtio';
import { store } from '../../state/store.ts';
import { dismissToast } from '../../state/toasts.ts';

export function Toasts() {
  const { toasts } = useSnapshot(store);
  return (
    <div className="toasts" aria-live="polite" aria-relevant="additions">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast-${t.tone}`} role={t.tone === 'error' ? 'alert' : 'status'}>
          <span>{t.text}</span>
          <button type="button" className="toast-close" aria-label="Dismiss" onClick={() => dismissToast(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
