/**
 * Server refusals mapped onto a form: a problem the server ties to a field shows next to that field with
 * the server's own sentence; one it does not (a 429 lock, a network failure) goes to the field the
 * caller names, or to the form as a whole.
 */
import { isAttarError } from '@attar/sdk';
import { errorMessage } from '../../components/ui/status.tsx';
import type { FormProblems } from '../../kit/field-errors.ts';

export type { FormProblems };

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Turns an SDK error into form problems.
 * @param fieldMap the server's field names mapped to the form's (`{ username: 'username', otp: 'otp' }`)
 * @param lockField where a refusal without a field goes when it is about retrying later (429)
 * @example
 * problemsFrom(error, { otp: 'otp' }, 'otp') // { fields: { otp: 'The OTP is wrong. 4 tries left.' } }
 */
export function problemsFrom<F extends string>(
  error: unknown,
  fieldMap: Partial<Record<string, F>>,
  lockField?: F,
): FormProblems<F> {
  const fields: Partial<Record<F, string>> = {};
  if (isAttarError(error) && (error.kind === 'api' || error.kind === 'guard')) {
    const withFields = error as typeof error & { fieldErrors: { field: string; message: string }[]; retryAfterSeconds?: number };
    let first = true;
    for (const problem of withFields.fieldErrors) {
      const name = fieldMap[problem.field];
      if (!name || fields[name]) continue;
      // the envelope's message is the full sentence; further fields get their short note
      fields[name] = first ? error.message : capitalise(problem.message);
      first = false;
    }
    if (first && lockField && (withFields.retryAfterSeconds !== undefined || error.code.endsWith('tooManyAttempts'))) {
      fields[lockField] = error.message;
      first = false;
    }
    if (!first) return { fields };
  }
  return { fields, form: errorMessage(error) };
}
