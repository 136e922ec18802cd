/**
 * Moves focus to the first field of a step when the step changes (not on arrival), so keyboard and
 * screen-reader users land on what to fill next.
 */
import { useEffect, useRef, type RefObject } from 'react';

export function useFocusOnStep(container: RefObject<HTMLElement | null>, step: string): void {
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    container.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [container, step]);
}
