// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@attar/sdk';
import { zPlaceName } from '@attar/sdk/external';
import { FormError, FormField } from './fields.tsx';
import { fromSchema } from './rules.ts';
import { useForm } from './use-form.ts';

afterEach(cleanup);

const city = (value: string) =>
  value.trim() === '' ? 'Enter the city.' : fromSchema(zPlaceName, 'Use letters and digits for the city.')(value, {});

function CityForm({ send }: { send: (v: { city: string; note: string }) => Promise<unknown> }) {
  const form = useForm({ city: '', note: '' }, { rules: { city }, labels: { city: 'The city' } });
  return (
    <form onSubmit={form.onSubmit(send)} noValidate>
      <FormField label="Note" {...form.field('note')} />
      <FormField label="City" {...form.field('city')} />
      <FormError message={form.formError} />
      <button type="submit" disabled={form.submitting}>
        {form.submitting ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the form engine (react-hook-form, rules through a resolver)', () => {
  it('checks a generated zod schema through a rule, in shopper words, and focuses the first problem', () => {
    const send = vi.fn(async () => undefined);
    render(<CityForm send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter the city.');
    expect(document.activeElement).toBe(screen.getByLabelText('City'));
    fill('City', '<Jaipur>');
    expect(screen.getByRole('alert').textContent).toBe('Use letters and digits for the city.');
    fill('City', 'Jaipur');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it('does not scold a field only tabbed through, and checks one left with something in it', () => {
    render(<CityForm send={vi.fn()} />);
    fireEvent.blur(screen.getByLabelText('City'));
    expect(screen.queryByRole('alert')).toBeNull();
    fill('City', '#');
    fireEvent.blur(screen.getByLabelText('City'));
    expect(screen.getByRole('alert').textContent).toBe('Use letters and digits for the city.');
  });

  it("sends once while a send is on its way, and puts the server's field errors next to their fields", async () => {
    let answer!: (value: unknown) => void;
    const send = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    render(<CityForm send={send} />);
    fill('City', 'Jaipur');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.submit(screen.getByRole('button', { name: 'Saving…' }).closest('form')!);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ city: 'Jaipur', note: '' });
    answer(
      new ApiError({
        status: 422,
        httpStatus: 422,
        message: 'We do not deliver there.',
        code: 'address.unserviceable',
        fieldErrors: [{ field: 'address.city', message: 'is not served' }],
      }),
    );
    await waitFor(() => expect(screen.getByText('The city is not served.')).toBeTruthy());
    expect(screen.getByText('We do not deliver there.')).toBeTruthy();
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Jaipur');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
