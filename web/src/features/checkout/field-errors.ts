/** The per-field problems an SDK error carries (server field errors, client guards), or none. */
import type { FieldProblem } from '@attar/sdk';

export function fieldErrorsOf(error: unknown): FieldProblem[] {
  const list = typeof error === 'object' && error !== null ? (error as { fieldErrors?: unknown }).fieldErrors : undefined;
  return Array.isArray(list) ? (list as FieldProblem[]) : [];
}

/** The stable code of an SDK error (`cart.outOfStock`), or undefined. */
export function codeOf(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/**
 * True when a field loses focus to its form's submit button: the submit checks every field anyway, and
 * a message shown on that blur would shift the button from under the pointer before the click lands.
 */
export function leavingForSubmit(event: { relatedTarget: EventTarget | null; currentTarget: EventTarget }): boolean {
  const next = event.relatedTarget as HTMLButtonElement | null;
  const form = (event.currentTarget as HTMLInputElement).form;
  return Boolean(next && form && next.type === 'submit' && next.form === form);
}
