/**
 * Labelled form controls with their hint and error wired for screen readers: an input (`FormField`),
 * a text area and a select, all drawn by one frame so they label, describe and report errors alike.
 */
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldText {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** What the frame hands its control: the id the label points at and the ARIA state. */
interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

function LabelledField({ label, error, hint, control }: FieldText & { control: (props: ControlProps) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {control({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      })}
      {hint ? (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>, FieldText {}

export function FormField({ label, error, hint, ...input }: FormFieldProps) {
  return <LabelledField label={label} error={error} hint={hint} control={(aria) => <input {...aria} {...input} />} />;
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>, FieldText {}

export function TextAreaField({ label, error, hint, rows = 4, ...area }: TextAreaFieldProps) {
  return (
    <LabelledField label={label} error={error} hint={hint} control={(aria) => <textarea {...aria} rows={rows} {...area} />} />
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>, FieldText {
  options: ReadonlyArray<{ value: string; label: string }>;
  /** A first, empty choice ("Choose a reason"). */
  placeholder?: string;
}

export function SelectField({ label, error, hint, options, placeholder, ...select }: SelectFieldProps) {
  return (
    <LabelledField
      label={label}
      error={error}
      hint={hint}
      control={(aria) => (
        <select {...aria} {...select}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
