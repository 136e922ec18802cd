/**
 * Add an address: checked on blur and on submit, the server's field errors shown next to their fields,
 * what the shopper typed kept on any error, the submit button disabled while sending.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import type { FieldProblem, Schemas } from '@attar/sdk';
import { FormField } from '../../components/ui/form-field.tsx';
import {
  checkAddressField,
  emptyAddress,
  serverAddressErrors,
  toAddressInput,
  validateAddress,
  type AddressDraft,
  type AddressErrors,
  type AddressField,
} from './address-rules.ts';
import { leavingForSubmit } from './field-errors.ts';

export interface AddressFormProps {
  title: string;
  submitLabel: string;
  /** Resolves to the server's refusal, or undefined once saved. */
  onSubmit: (input: Schemas['AddressInput']) => Promise<{ message: string; fieldErrors?: FieldProblem[] } | undefined>;
  onCancel?: () => void;
}

const FIELDS: Array<{ name: AddressField; label: string; autoComplete: string; inputMode?: 'numeric' | 'tel'; hint?: string; optional?: boolean }> = [
  { name: 'addressee', label: 'Full name', autoComplete: 'name' },
  { name: 'contactNumber', label: 'Mobile number', autoComplete: 'tel-national', inputMode: 'tel', hint: '10 digits, for the courier' },
  { name: 'line1', label: 'Flat, house or building', autoComplete: 'address-line1' },
  { name: 'line2', label: 'Street and area (optional)', autoComplete: 'address-line2', optional: true },
  { name: 'location', label: 'Landmark (optional)', autoComplete: 'off', optional: true },
  { name: 'cityOrArea', label: 'City or town', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'zipcode', label: 'Pincode', autoComplete: 'postal-code', inputMode: 'numeric', hint: '6 digits' },
];

export function AddressForm({ title, submitLabel, onSubmit, onCancel }: AddressFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<AddressDraft>(emptyAddress);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [formError, setFormError] = useState<string>();
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  // a field showing an error is checked again as the shopper types, so the message goes as soon as the
  // value is right (not on blur, where the form would shift under the pointer on its way to Save)
  const set = (name: AddressField, value: string) => {
    setDraft((d) => ({ ...d, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: checkAddressField(name, value) }));
  };
  const blur = (name: AddressField) => setErrors((e) => ({ ...e, [name]: checkAddressField(name, draft[name]) }));
  const focusFirstError = (found: AddressErrors) => {
    const first = FIELDS.find((f) => found[f.name]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first.name}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sendingRef.current) return;
    const found = validateAddress(draft);
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length) {
      focusFirstError(found);
      return;
    }
    sendingRef.current = true;
    setSending(true);
    const refusal = await onSubmit(toAddressInput(draft));
    sendingRef.current = false;
    setSending(false);
    if (refusal) {
      const server = serverAddressErrors(refusal.fieldErrors ?? []);
      setErrors(server);
      setFormError(refusal.message);
      focusFirstError(server);
    }
  };

  return (
    <form ref={formRef} className="address-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      <div className="address-form-grid">
        {FIELDS.map((f) => (
          <FormField
            key={f.name}
            label={f.label}
            name={f.name}
            autoComplete={f.autoComplete}
            inputMode={f.inputMode}
            hint={f.hint}
            required={!f.optional}
            maxLength={f.name === 'zipcode' ? 6 : f.name === 'contactNumber' ? 12 : 120}
            value={draft[f.name]}
            error={errors[f.name]}
            onChange={(e) => set(f.name, e.target.value)}
            onBlur={(e) => leavingForSubmit(e) || blur(f.name)}
          />
        ))}
        <div className="field">
          <label htmlFor={`${id}-type`}>Address type</label>
          <select id={`${id}-type`} name="type" value={draft.type} onChange={(e) => setDraft((d) => ({ ...d, type: e.target.value as AddressDraft['type'] }))}>
            <option value="H">Home</option>
            <option value="W">Work</option>
            <option value="O">Other</option>
          </select>
        </div>
      </div>
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button" disabled={sending}>
          {sending ? 'Saving…' : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="button button-quiet" onClick={onCancel} disabled={sending}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
