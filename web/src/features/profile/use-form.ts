/**
 * Form state shared by the account, order and review forms: values kept exactly as typed, rules checked
 * on blur and on submit, the server's field errors placed next to their fields, and one submission at a
 * time (a double click never sends twice).
 */
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { isAttarError, type ApiError } from '@attar/sdk';
import { errorMessage } from '../../components/ui/status.tsx';

export type FormValues = Record<string, string>;
/** A rule reads the field's value (and the others, for rules that compare) and returns a message. */
export type FieldRule<V extends FormValues> = (value: string, values: V) => string | undefined;
export type FormRules<V extends FormValues> = Partial<Record<keyof V & string, FieldRule<V>>>;
type Errors<V extends FormValues> = Partial<Record<keyof V & string, string>>;
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface FieldProps {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<Control>) => void;
  onBlur: () => void;
}

export interface FormOptions<V extends FormValues> {
  rules?: FormRules<V>;
  /** Server field names that differ from the form's (`{ ifsccode: 'ifsc' }`). */
  serverFields?: Record<string, keyof V & string>;
  /** Labels for the server's short field messages ("is not a possible birthday"). */
  labels?: Partial<Record<keyof V & string, string>>;
}

export interface Form<V extends FormValues> {
  values: V;
  errors: Errors<V>;
  /** The message for the whole form (the server's refusal), shown above the submit button. */
  formError: string | undefined;
  submitting: boolean;
  field(name: keyof V & string): FieldProps;
  set(name: keyof V & string, value: string): void;
  setMany(values: Partial<V>): void;
  reset(values?: V): void;
  /** Checks every rule; returns true when all pass. */
  validate(): boolean;
  /**
   * Wraps a submit handler: validates, then runs `send` once at a time. `send` resolves to an error
   * (shown on the fields and the form) or to nothing on success.
   */
  onSubmit(send: (values: V) => Promise<unknown>): (event: FormEvent<HTMLFormElement>) => void;
  /** Shows an error the way a failed submission would. */
  fail(error: unknown): void;
}

const sentence = (label: string | undefined, message: string) =>
  label && /^[a-z]/.test(message) ? `${label} ${message}.`.replace(/\.\.$/, '.') : message;

/**
 * @example
 * const form = useForm({ pincode: '' }, { rules: { pincode } });
 * <form onSubmit={form.onSubmit((v) => save(v))}><FormField label="Pincode" {...form.field('pincode')} /></form>
 */
export function useForm<V extends FormValues>(initial: V, options: FormOptions<V> = {}): Form<V> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const latest = useRef(values);
  latest.current = values;
  const rules: FormRules<V> = options.rules ?? {};

  const check = (name: keyof V & string, all: V) => rules[name]?.(all[name] ?? '', all);

  function set(name: keyof V & string, value: string) {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    // an error goes away as soon as the value is right; a new one waits for blur or submit
    if (errors[name] && !check(name, next)) setErrors((e) => ({ ...e, [name]: undefined }));
  }

  function validate(): boolean {
    const all = latest.current;
    const found: Errors<V> = {};
    for (const name of Object.keys(rules) as Array<keyof V & string>) {
      const message = check(name, all);
      if (message) found[name] = message;
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  }

  function fail(error: unknown) {
    setFormError(errorMessage(error));
    if (isAttarError(error) && error.kind === 'api') {
      const fieldErrors: Errors<V> = {};
      for (const problem of (error as ApiError).fieldErrors) {
        const name = (options.serverFields?.[problem.field] ?? problem.field) as keyof V & string;
        if (name in latest.current) fieldErrors[name] = sentence(options.labels?.[name], problem.message);
      }
      setErrors((e) => ({ ...e, ...fieldErrors }));
    }
  }

  return {
    values,
    errors,
    formError,
    submitting,
    set,
    setMany: (partial) => {
      const next = { ...latest.current, ...partial };
      latest.current = next;
      setValues(next);
    },
    reset: (next = initial) => {
      latest.current = next;
      setValues(next);
      setErrors({});
      setFormError(undefined);
    },
    validate,
    fail,
    field: (name) => ({
      name,
      value: values[name] ?? '',
      error: errors[name],
      onChange: (event) => set(name, event.target.value),
      onBlur: () => {
        // an untouched empty field waits for submit rather than scolding on the way past
        if ((latest.current[name] ?? '') === '' && !errors[name]) return;
        const message = check(name, latest.current);
        setErrors((e) => (e[name] === message ? e : { ...e, [name]: message }));
      },
    }),
    onSubmit: (send) => (event) => {
      event.preventDefault();
      if (busy.current) return;
      setFormError(undefined);
      if (!validate()) {
        focusFirstInvalid(event.currentTarget);
        return;
      }
      busy.current = true;
      setSubmitting(true);
      void send(latest.current)
        .then((error) => {
          if (error) fail(error);
        })
        .catch((error: unknown) => fail(error))
        .finally(() => {
          busy.current = false;
          setSubmitting(false);
        });
    },
  };
}

/** Moves focus to the first field marked invalid once React has drawn the errors. */
function focusFirstInvalid(form: HTMLFormElement) {
  queueMicrotask(() =>
    requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()),
  );
}
