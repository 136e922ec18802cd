// @vitest-environment happy-dom
/** The newsletter form: checks the address, subscribes once, shows the spec's success text, keeps the address on error. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ApiError } from '@attar/sdk';
import { NewsletterBlock } from './newsletter.tsx';
import { block, elementId, field } from './test-content.ts';
import { fakeApi } from '../../test-support/fake-api.ts';

const { subscribe } = fakeApi({ forms: { subscribe: vi.fn() } }).forms;

const newsletter = block('newsletter', 1, [
  {
    elementId: elementId(),
    fields: {
      heading: field('Stay In Touch'),
      placeholder: field('Your email address'),
      buttonLabel: field('Subscribe'),
      successMessage: field('Form Submitted Sucessfully'),
    },
  },
]);

const meta = { status: 200, httpStatus: 200, message: 'Form Submitted Sucessfully', requestId: 'req_1' };
const renderForm = () =>
  render(
    <MemoryRouter initialEntries={['/']}>
      <NewsletterBlock block={newsletter} />
    </MemoryRouter>,
  );
const emailBox = () => screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Subscribe' });

beforeEach(() => subscribe.mockReset());
afterEach(cleanup);

describe('newsletter', () => {
  it("shows 'Stay In Touch' with an email box and a Subscribe button", () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'Stay In Touch' })).toBeTruthy();
    expect(emailBox().placeholder).toBe('Your email address');
    expect(submit()).toBeTruthy();
  });

  it('refuses an address that is not an email, without calling the shop', async () => {
    renderForm();
    fireEvent.change(emailBox(), { target: { value: 'meera@' } });
    await act(async () => fireEvent.click(submit()));
    expect(screen.getByRole('alert').textContent).toMatch(/email address like/);
    expect(emailBox().getAttribute('aria-invalid')).toBe('true');
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('checks the address when the shopper leaves the box', () => {
    renderForm();
    fireEvent.change(emailBox(), { target: { value: 'not-an-email' } });
    fireEvent.blur(emailBox());
    expect(screen.getByRole('alert').textContent).toMatch(/email address like/);
  });

  it("subscribes once, then shows 'Form Submitted Sucessfully' as the spec spells it", async () => {
    let answer!: (value: unknown) => void;
    subscribe.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderForm();
    fireEvent.change(emailBox(), { target: { value: ' meera.iyer@example.in ' } });
    await act(async () => {
      fireEvent.click(submit());
      fireEvent.click(submit());
    });
    expect(screen.getByRole('button', { name: 'Sending…' }).hasAttribute('disabled')).toBe(true);
    await act(async () => answer({ data: { done: true, id: 'NL000184' }, meta }));
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(subscribe).toHaveBeenCalledWith({ email: 'meera.iyer@example.in', pageUrl: '/' });
    expect(screen.getByRole('status').textContent).toBe('Form Submitted Sucessfully');
  });

  it("keeps the shopper's address and shows the shop's message when subscribing fails", async () => {
    subscribe.mockResolvedValue({
      error: new ApiError({
        status: 500,
        httpStatus: 500,
        message: 'The mailing list is being moved, try again in an hour.',
        code: 'http.500',
      }),
    });
    renderForm();
    fireEvent.change(emailBox(), { target: { value: 'meera.iyer@example.in' } });
    await act(async () => fireEvent.click(submit()));
    expect(screen.getByRole('alert').textContent).toBe('The mailing list is being moved, try again in an hour.');
    expect(emailBox().value).toBe('meera.iyer@example.in');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says calmly when to try again when the shop is busy (429), and keeps the address', async () => {
    subscribe.mockResolvedValue({
      error: new ApiError({
        status: 429,
        httpStatus: 429,
        message: 'Too many requests.',
        code: 'request.rateLimited',
        retryAfterSeconds: 60,
      }),
    });
    renderForm();
    fireEvent.change(emailBox(), { target: { value: 'meera.iyer@example.in' } });
    await act(async () => fireEvent.click(submit()));
    expect(screen.getByRole('alert').textContent).toBe('The shop is busy — please try again in 60 seconds.');
    expect(emailBox().value).toBe('meera.iyer@example.in');
    expect(subscribe).toHaveBeenCalledTimes(1);
  });
});
