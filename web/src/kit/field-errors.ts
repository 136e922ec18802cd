/**
 * The server's side of a form: the field problems an SDK error or a refusal carries, the whole-form
 * sentence, and a submit press that keeps the typing field focused.
 */
import type { MouseEvent } from 'react';
import type { FieldProblem } from '@attar/sdk';
import { errorMessage } from '../components/ui/status.tsx';

/** Problems already placed: a message per field (undefined clears it) and one for the whole form. */
export interface FormProblems<F extends string> {
  fields: Partial<Record<F, string | undefined>>;
  form?: string | undefined;
}

/** A refusal a caller built itself (the checkout's address step). */
export interface Refusal {
  message: string;
  fieldErrors?: FieldProblem[] | undefined;
}

/** The per-field problems an SDK error (or a refusal) carries, or none. */
export function fieldErrorsOf(error: unknown): FieldProblem[] {
  const list = typeof error === 'object' && error !== null ? (error as { fieldErrors?: unknown }).fieldErrors : undefined;
  return Array.isArray(list) ? (list as FieldProblem[]) : [];
}

/**
 * The server's messages by the form's field name (the last part of `shippingAddress.zipcode`), the
 * first one per field.
 * @example fieldMessagesOf(error).email // 'Enter a valid email'
 */
export function fieldMessagesOf(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const problem of fieldErrorsOf(error)) out[problem.field.split('.').pop() ?? problem.field] ??= problem.message;
  return out;
}

/** The sentence for the whole form: an SDK error's own words, a refusal's message. */
export function refusalMessage(error: unknown): string {
  if (!(error instanceof Error) && typeof error === 'object' && error !== null && typeof (error as Refusal).message === 'string')
    return (error as Refusal).message;
  return errorMessage(error);
}

/** The stable code of an SDK error (`cart.outOfStock`), or undefined. */
export function codeOf(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/**
 * For a submit button's `onMouseDown`: the field being typed in keeps focus until the click, so its
 * blur check cannot move the button from under the pointer (a lost click); the submit checks anyway.
 */
export function keepFocus(event: MouseEvent<HTMLButtonElement>): void {
  event.preventDefault();
}
