// @vitest-environment happy-dom
/** The contact form: fields from the config, checked on submit, sent once, server field errors shown in place. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '@attar/sdk';
import { ContactFormBlock } from './contact-form.tsx';
import { block, elementId, field } from './test-content.ts';
import { fakeApi } from '../../test-support/fake-api.ts';

const { contact } = fakeApi({ forms: { contact: vi.fn() } }).forms;

const form = block('contactForm', 1, [
  {
    elementId: elementId(),
    fields: {
      heading: field('Leave A Message'),
      buttonLabel: field('Send'),
      successMessage: field('Form Submitted Sucessfully'),
    },
    inputs: [
      { name: 'name', label: 'Your name', required: true },
      { name: 'email', label: 'Email', required: true },
      { name: 'mobile', label: 'Mobile', placeholder: '10-digit mobile number', required: false },
      { name: 'message', label: 'Message', required: true },
    ],
  },
]);

const meta = { status: 200, httpStatus: 200, message: 'Form Submitted Sucessfully', requestId: 'req_2' };
const box = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: RegExp, value: string) => fireEvent.change(box(name), { target: { value } });
const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));

beforeEach(() => contact.mockReset());
afterEach(cleanup);

describe('contact form', () => {
  it("shows 'Leave A Message' with the configured fields, mobile optional", () => {
    render(<ContactFormBlock block={form} />);
    expect(screen.getByRole('heading', { name: 'Leave A Message' })).toBeTruthy();
    expect([box(/Your name/), box(/Email/), box(/Mobile \(optional\)/), box(/Message/)]).toHaveLength(4);
  });

  it('names every problem and sends nothing', async () => {
    render(<ContactFormBlock block={form} />);
    type(/Mobile/, '98765');
    await send();
    const messages = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(messages).toEqual([
      'Enter your name.',
      'Enter your email address.',
      'A mobile number in India has exactly 10 digits.',
      'Enter your message.',
    ]);
    expect(document.activeElement).toBe(box(/Your name/));
    expect(contact).not.toHaveBeenCalled();
  });

  it('sends the message, without an empty mobile, and thanks the shopper', async () => {
    contact.mockResolvedValue({ data: { done: true, id: 'CT000057' }, meta });
    render(<ContactFormBlock block={form} />);
    type(/Your name/, 'Kavya Sharma');
    type(/Email/, 'kavya.sharma@example.in');
    type(/Message/, 'Does Rose Attar come in 12 ml?');
    await send();
    expect(contact).toHaveBeenCalledWith({
      name: 'Kavya Sharma',
      email: 'kavya.sharma@example.in',
      message: 'Does Rose Attar come in 12 ml?',
    });
    expect(screen.getByRole('status').textContent).toBe('Form Submitted Sucessfully');
    expect(box(/Your name/).value).toBe('');
  });

  it("shows the server's field errors next to their fields and keeps what was typed", async () => {
    contact.mockResolvedValue({
      error: new ApiError({
        status: 400,
        httpStatus: 400,
        message: 'Check the form',
        code: 'request.invalid',
        fieldErrors: [{ field: 'body.mobile', message: 'Mobile must be 10 digits.' }],
      }),
    });
    render(<ContactFormBlock block={form} />);
    type(/Your name/, 'Kavya Sharma');
    type(/Email/, 'kavya.sharma@example.in');
    type(/Mobile/, '9820012345');
    type(/Message/, 'Hello');
    await send();
    expect(screen.getByRole('alert').textContent).toBe('Mobile must be 10 digits.');
    expect(box(/Mobile/).getAttribute('aria-invalid')).toBe('true');
    expect(box(/Message/).value).toBe('Hello');
    expect(contact).toHaveBeenCalledWith(expect.objectContaining({ mobile: '9820012345' }));
  });
});
