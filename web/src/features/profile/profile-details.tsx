/**
 * Personal details: first, middle and last name, date of birth and gender (`profile.update`). The
 * email and mobile are shown here and changed under Sign-in and security, with an OTP.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { mutate } from 'swr';
import type { Schemas } from '@attar/sdk';
import { DateRule, GenderRule, profileUpdateInput } from '@attar/sdk/rules';
import { FormField } from '../../components/ui/form-field.tsx';
import { ErrorState, Skeleton } from '../../components/ui/status.tsx';
import { api } from '../../data/client.ts';
import { matchActions } from '../../data/keys.ts';
import { useAction } from '../../data/use-action.ts';
import { fits, required } from '../../lib/validation.ts';
import { FormError, FormStatus, SelectField } from '../../kit/fields.tsx';
import { useForm } from '../../kit/use-form.ts';

type Profile = Schemas['BuyerProfile'];

const GENDER_LABELS: Record<Schemas['Gender'], string> = {
  FEMALE: 'Female',
  MALE: 'Male',
  OTHER: 'Other',
  UNDISCLOSED: 'Prefer not to say',
};

/** The contract's genders, in its order, in the shopper's words. */
export const GENDERS: ReadonlyArray<{ value: Schemas['Gender']; label: string }> = GenderRule.enum.map((value) => ({
  value,
  label: GENDER_LABELS[value],
}));

const today = () => new Date().toISOString().slice(0, 10);

/** A birthday the shop accepts: a real date, not in the future, not before 1900. */
export const dateOfBirth = (value: string): string | undefined => {
  if (value === '') return undefined;
  if (!fits(DateRule, value)) return 'Enter the date as day, month and year.';
  if (value > today()) return 'The date of birth cannot be in the future.';
  if (value < '1900-01-01') return 'Enter a date of birth after 1900.';
  return undefined;
};

/** A part of the name within the contract's rule for it: its length, then letters (with spaces, dots, apostrophes, hyphens). */
const namePart =
  (label: string, rule: (typeof profileUpdateInput)['firstName' | 'middleName' | 'lastName']) => (value: string) => {
    const v = value.trim();
    if ([...v].length > rule.maxLength) return `${label} can be at most ${rule.maxLength} characters.`;
    return v === '' || fits(rule, v) ? undefined : `Use letters for the ${label.toLowerCase()}.`;
  };
const { firstName: FIRST, middleName: MIDDLE, lastName: LAST } = profileUpdateInput;

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
        firstName: (v) => required('your first name')(v) ?? namePart('First name', FIRST)(v),
        middleName: namePart('Middle name', MIDDLE),
        lastName: (v) => required('your last name')(v) ?? namePart('Last name', LAST)(v),
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
        <FormField
          label="First name"
          autoComplete="given-name"
          maxLength={FIRST.maxLength}
          required
          {...form.field('firstName')}
        />
        <FormField
          label="Middle name (optional)"
          autoComplete="additional-name"
          maxLength={MIDDLE.maxLength}
          {...form.field('middleName')}
        />
        <FormField label="Last name" autoComplete="family-name" maxLength={LAST.maxLength} required {...form.field('lastName')} />
        <FormField
          label="Date of birth (optional)"
          type="date"
          autoComplete="bday"
          max={today()}
          min="1900-01-01"
          {...form.field('dob')}
        />
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
