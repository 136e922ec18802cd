/**
 * Asks where an open payment stands, again and again while the bank has not answered: after 2 s, then
 * waiting longer each time (backoff), and giving up after about two minutes, when the shopper is offered
 * to check again. Coming back to the page (from the UPI app) checks at once.
 */
import { useEffect, useRef, useState } from 'react';

/** The waits before each check, ms: about two minutes in all. */
export const POLL_DELAYS_MS: readonly number[] = [2000, 3000, 4000, 6000, 9000, 12000, 15000, 20000, 25000, 30000];

/** What a check tells the poller: keep asking, or stop (settled, failed, or a problem to show). */
export type PollStep = 'wait' | 'stop';

/**
 * Polls `check` while `key` names an open payment; a new key starts over. `exhausted` says the bound
 * was reached with no answer; `again()` starts a new round.
 * @example const poll = useStatusPolling(session?.paymentId, async () => ((await check()).status === 'PENDING' ? 'wait' : 'stop'));
 */
export function useStatusPolling(key: string | undefined, check: () => Promise<PollStep>, delays = POLL_DELAYS_MS) {
  const [exhausted, setExhausted] = useState(false);
  const [round, setRound] = useState(0);
  const checkRef = useRef(check);
  checkRef.current = check;

  useEffect(() => {
    if (!key) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running = false;
    let next = 0;
    setExhausted(false);
    const tick = async () => {
      timer = undefined;
      if (stopped || running) return;
      running = true;
      const step = await checkRef.current().catch((): PollStep => 'stop');
      running = false;
      if (stopped || step === 'stop') return;
      schedule();
    };
    const schedule = () => {
      const delay = delays[next++];
      if (delay === undefined) {
        setExhausted(true);
        return;
      }
      timer = setTimeout(() => void tick(), delay);
    };
    // back from the UPI app: ask now rather than at the next tick
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || !timer) return;
      clearTimeout(timer);
      void tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    schedule();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [key, round, delays]);

  return { exhausted, again: () => setRound((r) => r + 1) };
}
