/**
 * A small form state for the account forms: values kept as typed, rules checked on submit and on blur,
 * server problems placed next to their fields, and one submission at a time (a double click never sends
 * twice).
 */
import { useCallback, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';
import { errorMessage } from '../../components/ui/status.tsx';
import { validateAll, type FormRules } from './auth-rules.ts';
import type { FormProblems } from './server-problems.ts';

export interface AuthForm<F extends string> {
  values: Record<F, string>;
  errors: Partial<Record<F, string>>;
  formError: string | undefined;
  sending: boolean;
  /** The props of a `FormField` bound to `name`. */
  field(name: F): { name: F; value: string; error: string | undefined; onChange(e: ChangeEvent<HTMLInputElement>): void; onBlur(e: FocusEvent<HTMLInputElement>): void };
  setValue(name: F, value: string): void;
  /** Shows server problems (or clears them with `{ fields: {} }`). */
  showProblems(problems: FormProblems<F>): void;
  /** The form's onSubmit: checks the rules, then runs `send` once; `send` may return problems to show. */
  onSubmit(send: (values: Record<F, string>) => Promise<FormProblems<F> | void>): (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * @example
 * const form = useAuthForm({ username: '' }, { username: rules.username });
 * <form onSubmit={form.onSubmit(async (v) => problemsOrNothing)} noValidate>
 *   <FormField label="Email or mobile" {...form.field('username')} />
 */
export function useAuthForm<F extends string>(initial: Record<F, string>, rules: FormRules<NoInfer<F>>): AuthForm<F> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const rulesRef = useRef(rules);
  rulesRef.current = rules;

  const checkOne = useCallback((name: F, all: Record<F, string>) => rulesRef.current[name]?.(all[name], all), []);

  const setValue = useCallback(
    (name: F, value: string) => {
      const next = { ...valuesRef.current, [name]: value };
      valuesRef.current = next;
      setValues(next);
      // a shown error follows the typing, so it goes away once the value is right
      setErrors((current) => (current[name] ? { ...current, [name]: checkOne(name, next) } : current));
    },
    [checkOne],
  );

  const field = (name: F) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setValue(name, e.target.value),
    onBlur: (e: FocusEvent<HTMLInputElement>) => {
      // a field only tabbed through is not scolded; one with something in it is checked. Blur only adds
      // an error (typing removes them): a server refusal stays until the value changes, and the layout
      // does not shift under the pointer on its way to a link.
      if (e.target.value === '') return;
      // on the way to a button or link of this form (submit checks everything anyway) a new message would
      // push that control down under the pointer and the click would miss it
      const next = e.relatedTarget;
      if (next instanceof HTMLElement && next.matches('button, a') && e.target.form?.contains(next)) return;
      const message = checkOne(name, valuesRef.current);
      if (message) setErrors((current) => ({ ...current, [name]: message }));
    },
  });

  const showProblems = useCallback((problems: FormProblems<F>) => {
    setErrors((current) => ({ ...current, ...problems.fields }));
    setFormError(problems.form);
  }, []);

  const onSubmit =
    (send: (values: Record<F, string>) => Promise<FormProblems<F> | void>) =>
    (event: FormEvent<HTMLFormElement>): void => {
      event.preventDefault();
      if (sendingRef.current) return;
      const form = event.currentTarget;
      const all = valuesRef.current;
      const found = validateAll(all, rulesRef.current);
      const invalid = Object.keys(found) as F[];
      setErrors(found);
      setFormError(undefined);
      if (invalid.length > 0) {
        (form.elements.namedItem(invalid[0]!) as HTMLElement | null)?.focus?.();
        return;
      }
      sendingRef.current = true;
      setSending(true);
      void send(all)
        .then((problems) => {
          if (!problems) return;
          showProblems(problems);
          const first = Object.keys(problems.fields)[0];
          if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus?.();
        })
        .catch((error: unknown) => showProblems({ fields: {}, form: errorMessage(error) }))
        .finally(() => {
          sendingRef.current = false;
          setSending(false);
        });
    };

  return { values, errors, formError, sending, field, setValue, showProblems, onSubmit };
}
