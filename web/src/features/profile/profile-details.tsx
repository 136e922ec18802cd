/**
 * Personal details: first, middle and last name, date of birth and gender (`profile.update`). The
 * email and mobile are shown here and changed under Sign-in and security, with an OTP.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { mutate } from 'swr';
import type { Schemas } from '@attar/sdk';
import { FormField } from '../../components/ui/form-field.tsx';
import { ErrorState, Skeleton } from '../../components/ui/status.tsx';
import { api } from '../../data/client.ts';
import { matchActions } from '../../data/keys.ts';
import { useAction } from '../../data/use-action.ts';
import { required } from '../../lib/validation.ts';
import { FormError, FormStatus, SelectField } from '../../kit/fields.tsx';
import { useForm } from '../../kit/use-form.ts';

type Profile = Schemas['BuyerProfile'];

export const GENDERS: ReadonlyArray<{ value: Schemas['Gender']; label: string }> = [
  { value: 'FEMALE', label: 'Female' },
  { value: 'MALE', label: 'Male' },
  { value: 'OTHER', label: 'Other' },
  { value: 'UNDISCLOSED', label: 'Prefer not to say' },
];

const today = () => new Date().toISOString().slice(0, 10);

/** A birthday the shop accepts: a real date, not in the future, not before 1900. */
export const dateOfBirth = (value: string): string | undefined => {
  if (value === '') return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) return 'Enter the date as day, month and year.';
  if (value > today()) return 'The date of birth cannot be in the future.';
  if (value < '1900-01-01') return 'Enter a date of birth after 1900.';
  return undefined;
};

const maxLength = (label: string, max: number) => (value: string) =>
  value.trim().length > max ? `${label} can be at most ${max} characters.` : undefined;

export function ProfileDetails() {
  const { data: profile, error, isLoading, mutate: retry } = useAction('profileGet', {});
  if (error && !profile) return <ErrorState error={error} onRetry={() => void retry()} />;
  if (isLoading || !profile) return <Skeleton lines={6} label="Loading your details" />;
  return (
    <section aria-labelledby="details-title" className="account-panel">
      <h2 id="details-title">Personal details</h2>
      <DetailsForm key={profile.buyerId} profile={profile} />
      <dl className="account-identities">
        <div>
          <dt>Email</dt>
          <dd>{profile.email ?? 'Not added'}</dd>
        </div>
        <div>
          <dt>Mobile</dt>
          <dd>{profile.mobile ? `+91 ${profile.mobile}` : 'Not added'}</dd>
        </div>
      </dl>
      <p>
        <Link to="/profile/security">Change your email, mobile or password</Link>
      </p>
    </section>
  );
}

export function DetailsForm({ profile }: { profile: Profile }) {
  const [saved, setSaved] = useState<string>();
  const form = useForm(
    {
      firstName: profile.firstName,
      middleName: profile.middleName ?? '',
      lastName: profile.lastName,
      dob: profile.dob ?? '',
      gender: profile.gender ?? '',
    },
    {
      rules: {
        firstName: (v) => required('your first name')(v) ?? maxLength('First name', 40)(v),
        middleName: maxLength('Middle name', 40),
        lastName: (v) => required('your last name')(v) ?? maxLength('Last name', 40)(v),
        dob: dateOfBirth,
      },
      labels: { dob: 'Date of birth', firstName: 'First name', lastName: 'Last name' },
    },
  );

  const save = form.onSubmit(async (v) => {
    setSaved(undefined);
    const result = await api.profile.update({
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      middleName: v.middleName.trim(),
      ...(v.dob ? { dob: v.dob } : {}),
      ...(v.gender ? { gender: v.gender as Schemas['Gender'] } : {}),
    });
    if (result.error) return result.error;
    await mutate(matchActions('profileGet'), result.data, { revalidate: false });
    setSaved('Your details are saved.');
    return undefined;
  });

  return (
    <form className="account-form" onSubmit={save} noValidate>
      <div className="form-grid">
        <FormField label="First name" autoComplete="given-name" required {...form.field('firstName')} />
        <FormField label="Middle name (optional)" autoComplete="additional-name" {...form.field('middleName')} />
        <FormField label="Last name" autoComplete="family-name" required {...form.field('lastName')} />
        <FormField label="Date of birth (optional)" type="date" autoComplete="bday" max={today()} min="1900-01-01" {...form.field('dob')} />
        <SelectField label="Gender (optional)" options={GENDERS} placeholder="Choose" {...form.field('gender')} />
      </div>
      <FormError message={form.formError} />
      <FormStatus message={saved} />
      <button type="submit" className="button" disabled={form.submitting}>
        {form.submitting ? 'Saving…' : 'Save details'}
      </button>
    </form>
  );
}
