/**
 * The storefront's one form engine, on react-hook-form: values kept exactly as typed (controlled
 * fields), the form's rules checked through a resolver on submit, on blur and while a shown message is
 * being corrected, the server's field errors placed next to their fields, the first problem focused,
 * and one submission at a time (a double click never sends twice).
 *
 * react-hook-form holds the values and the messages; the rules reach it as a resolver, run
 * synchronously (they are plain functions), so a message is on screen in the same render as the click
 * or blur that caused it, and the request leaves with the click.
 */
import { useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';
import { useForm as useHookForm, type FieldErrors, type Resolver, type ResolverResult } from 'react-hook-form';
import { fieldErrorsOf, refusalMessage, type FormProblems } from './field-errors.ts';
import type { FieldRule, FormRules, FormValues } from './rules.ts';

export type { FormRules, FormValues } from './rules.ts';
type Name<V extends FormValues> = keyof V & string;
type Errors<V extends FormValues> = Partial<Record<Name<V>, string>>;
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface FieldProps {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<Control>) => void;
  onBlur: (event: FocusEvent<Control>) => void;
}

export interface FormOptions<V extends FormValues> {
  rules?: FormRules<V>;
  /** Server field names that differ from the form's (`{ ifsccode: 'ifsc' }`). */
  serverFields?: Record<string, Name<V>>;
  /** Labels for the server's short field messages ("is not a possible birthday"). */
  labels?: Partial<Record<Name<V>, string>>;
}

/**
 * What a submit handler may resolve to: nothing (done), an SDK error or a refusal
 * (`{ message, fieldErrors }`), or problems already placed on fields (`{ fields, form }`).
 */
export type SendResult<V extends FormValues> = unknown | FormProblems<Name<V>>;

export interface Form<V extends FormValues> {
  values: V;
  /** The values as they are now (for callbacks that outlive a render). */
  current(): V;
  errors: Errors<V>;
  /** The message for the whole form (the server's refusal), shown above the submit button. */
  formError: string | undefined;
  submitting: boolean;
  field(name: Name<V>): FieldProps;
  set(name: Name<V>, value: string): void;
  setMany(values: Partial<V>): void;
  reset(values?: V): void;
  /** Checks every rule and shows the messages; returns true when all pass. */
  validate(): boolean;
  /**
   * Wraps a submit handler: validates, then runs `send` once at a time. `send` resolves to nothing on
   * success, or to what went wrong (see `SendResult`).
   */
  onSubmit(send: (values: V) => Promise<SendResult<V>>): (event: FormEvent<HTMLFormElement>) => void;
  /** Shows an error the way a failed submission would. */
  fail(error: unknown): void;
  /** Shows problems on fields and the form (`{ fields: { otp: undefined } }` clears one). */
  showProblems(problems: FormProblems<Name<V>>): void;
}

/**
 * The rules as a react-hook-form resolver: every field's first problem, in shopper words.
 * @example useHookForm({ resolver: rulesResolver({ pincode }) })
 */
export function rulesResolver<V extends FormValues>(rules: FormRules<V>): Resolver<V> {
  return (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const name of Object.keys(rules) as Array<Name<V>>) {
      const message = rules[name]?.(values[name] ?? '', values);
      if (message) errors[name] = { type: 'rule', message };
    }
    return Object.keys(errors).length ? { values: {}, errors: errors as FieldErrors<V> } : { values, errors: {} };
  };
}

const sentence = (label: string | undefined, message: string) =>
  label && /^[a-z]/.test(message) ? `${label} ${message}.`.replace(/\.\.$/, '.') : message;

const isProblems = (value: unknown): value is FormProblems<string> =>
  typeof value === 'object' && value !== null && 'fields' in value && typeof (value as { fields: unknown }).fields === 'object';

/**
 * @example
 * const form = useForm({ pincode: '' }, { rules: { pincode } });
 * <form onSubmit={form.onSubmit((v) => save(v))} noValidate><FormField label="Pincode" {...form.field('pincode')} /></form>
 */
export function useForm<V extends FormValues>(initial: V, options: FormOptions<V> = {}): Form<V> {
  const rules: FormRules<V> = options.rules ?? {};
  const rulesRef = useRef(rules);
  rulesRef.current = rules;
  const resolver = useRef<Resolver<V>>((values, context, resolverOptions) =>
    rulesResolver(rulesRef.current)(values, context, resolverOptions),
  ).current;
  const hook = useHookForm<V>({ defaultValues: initial as never, resolver, mode: 'onSubmit', shouldFocusError: false });
  const { formState, getValues } = hook;
  const values = hook.watch() as V;
  const busy = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement | null>(null);

  const errors: Errors<V> = {};
  for (const [name, error] of Object.entries(formState.errors)) {
    if (name !== 'root' && typeof error?.message === 'string' && error.message) errors[name as Name<V>] = error.message;
  }
  const formError = formState.errors.root?.server?.message;

  const check = (name: Name<V>, all: V) => rulesRef.current[name]?.(all[name] ?? '', all);
  const show = (name: string, message: string | undefined) => {
    if (message) hook.setError(name as never, { type: 'rule', message });
    else hook.clearErrors(name as never);
  };
  const setFormError = (message: string | undefined) => {
    if (message) hook.setError('root.server', { type: 'server', message });
    else hook.clearErrors('root.server');
  };

  function set(name: Name<V>, value: string) {
    hook.setValue(name as never, value as never);
    // a shown message follows the typing, so it goes as soon as the value is right
    if (hook.getFieldState(name as never).error) show(name, check(name, getValues()));
  }

  /** Focuses the first field (in the form's order) with a problem. */
  function focusFirst(found: Errors<V>) {
    const form = formRef.current;
    if (!form) return;
    const first = Array.from(form.elements).find(
      (el) => (el as HTMLInputElement).name in found && found[(el as HTMLInputElement).name as Name<V>],
    );
    (first as HTMLElement | undefined)?.focus();
  }

  function showProblems(problems: FormProblems<Name<V>>) {
    for (const [name, message] of Object.entries(problems.fields) as Array<[string, string | undefined]>) show(name, message);
    setFormError(problems.form);
  }

  function fail(error: unknown) {
    setFormError(refusalMessage(error));
    const found: Errors<V> = {};
    const current = getValues();
    for (const problem of fieldErrorsOf(error)) {
      const name = (options.serverFields?.[problem.field] ?? problem.field.split('.').pop() ?? problem.field) as Name<V>;
      if (name in current && !found[name]) found[name] = sentence(options.labels?.[name], problem.message);
    }
    for (const [name, message] of Object.entries(found) as Array<[string, string]>) show(name, message);
    focusFirst(found);
  }

  /** Every field's message now, through the resolver (the rules are synchronous). */
  function errorsNow(): Errors<V> {
    const result = resolver(getValues(), undefined, { fields: {}, shouldUseNativeValidation: false }) as ResolverResult<V>;
    const found: Errors<V> = {};
    for (const [name, error] of Object.entries(result.errors))
      if (typeof error?.message === 'string') found[name as Name<V>] = error.message;
    return found;
  }

  function validate(): boolean {
    const found = errorsNow();
    hook.clearErrors();
    for (const [name, message] of Object.entries(found) as Array<[string, string]>) show(name, message);
    return Object.keys(found).length === 0;
  }

  return {
    values,
    current: () => getValues(),
    errors,
    formError,
    submitting,
    set,
    setMany: (partial) => {
      for (const [name, value] of Object.entries(partial)) hook.setValue(name as never, value as never);
    },
    reset: (next = initial) => hook.reset(next as never),
    validate,
    fail,
    showProblems,
    field: (name) => ({
      name,
      value: values[name] ?? '',
      error: errors[name],
      onChange: (event) => set(name, event.target.value),
      onBlur: (event) => {
        // a field only tabbed through is not scolded; on the way to a button or link of this form (the
        // submit checks everything anyway) a new message would push that control from under the pointer
        const value = String(getValues()[name] ?? '');
        if (value === '' && !hook.getFieldState(name as never).error) return;
        const next = event?.relatedTarget;
        if (next instanceof HTMLElement && next.matches('button, a') && event.target.form?.contains(next)) return;
        // blur only adds: a server refusal stays until the value changes
        const message = check(name, getValues());
        if (message) show(name, message);
      },
    }),
    onSubmit: (send) => (event) => {
      event.preventDefault();
      formRef.current = event.currentTarget;
      if (busy.current) return;
      if (!validate()) {
        focusFirst(errorsNow());
        return;
      }
      busy.current = true;
      setSubmitting(true);
      // sent at once (a test or a slow phone sees the request leave with the click)
      void send(getValues())
        .catch((error: unknown) => error)
        .then((result) => {
          if (result === undefined || result === null) return;
          if (isProblems(result)) {
            showProblems(result as FormProblems<Name<V>>);
            focusFirst(result.fields as Errors<V>);
          } else fail(result);
        })
        .finally(() => {
          busy.current = false;
          setSubmitting(false);
        });
    },
  };
}
