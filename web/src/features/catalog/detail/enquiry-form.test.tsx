// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@attar/sdk';
import { ProductEnquiryRequestFields } from '@attar/sdk/rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test-support/fake-api.ts';
import EnquiryForm from './enquiry-form.tsx';

const shop = { calls: [] as unknown[], reply: undefined as unknown };
fakeApi({
  enquiries: {
    create: async (input: unknown) => {
      shop.calls.push(input);
      return shop.reply;
    },
  },
});

const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send my question' }));
const recorded = (over: object = {}) => ({
  data: {
    enquiryId: 'EQ000007',
    cin: 'ATR-OUD-100',
    title: 'About Oud Noir 100 ml',
    qunatity: 40,
    status: 'NEW',
    customerType: 'GUEST',
    customerName: 'Ananya Rao',
    mobile: '9876543210',
    createdAt: '2026-11-20T10:00:00Z',
    updatedAt: '2026-11-20T10:00:00Z',
    ...over,
  },
  meta: { message: 'Enquiry sent' },
});

beforeEach(() => {
  shop.calls = [];
  shop.reply = recorded();
  render(<EnquiryForm cin="ATR-OUD-100" productName="Oud Noir 100 ml" />);
});
afterEach(cleanup);

function fillValid() {
  fill('Your name', 'Ananya Rao');
  fill(/Mobile number/, '98765 43210');
  fill(/How many bottles/, '40');
}

describe('checking the enquiry before it is sent', () => {
  it('asks for a name and a 10-digit mobile, and sends nothing', async () => {
    fill(/Mobile number/, '98765');
    send();
    expect(await screen.findByText('Enter your name.')).toBeTruthy();
    expect(screen.getByText('A mobile number in India has exactly 10 digits.')).toBeTruthy();
    expect(shop.calls).toEqual([]);
  });

  it('refuses an email that is not an address, but takes none', async () => {
    fillValid();
    fill(/Email/, 'ananya@');
    send();
    expect(await screen.findByText('Enter an email address like name@example.com.')).toBeTruthy();
    expect(shop.calls).toEqual([]);
  });

  it("keeps the number of bottles within the contract's bounds", async () => {
    const { minimum, maximum } = ProductEnquiryRequestFields.qunatity;
    fillValid();
    for (const bad of [String(minimum - 1), String(maximum + 1)]) {
      fill(/How many bottles/, bad);
      send();
      expect(await screen.findByText(`Ask about ${minimum} to ${maximum.toLocaleString('en-IN')} bottles.`)).toBeTruthy();
    }
    fill(/How many bottles/, '2.5');
    send();
    expect(await screen.findByText('Use a whole number of bottles.')).toBeTruthy();
    expect(shop.calls).toEqual([]);
  });
});

describe('sending the enquiry', () => {
  it("sends the marketplace's fields, qunatity as a number, and confirms with the enquiry's id", async () => {
    fillValid();
    fill(/Email/, ' ananya@example.in ');
    fill(/Your question/, 'Can you gift-wrap each bottle?');
    send();
    await waitFor(() => expect(shop.calls).toHaveLength(1));
    expect(shop.calls[0]).toEqual({
      cin: 'ATR-OUD-100',
      title: 'About Oud Noir 100 ml',
      qunatity: 40,
      customerType: 'GUEST',
      customerName: 'Ananya Rao',
      mobile: '9876543210',
      email: 'ananya@example.in',
      notes: 'Can you gift-wrap each bottle?',
    });
    const done = await screen.findByRole('status');
    expect(done.textContent).toContain('Enquiry EQ000007 about Oud Noir 100 ml');
    expect(done.textContent).toContain('+91 9876543210');
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(screen.queryByRole('button', { name: 'Send my question' })).toBeNull();
  });

  it("puts the shop's refusal of the quantity next to its field and keeps what was typed", async () => {
    shop.reply = {
      error: new ApiError({
        status: 400,
        httpStatus: 400,
        message: 'Invalid request',
        code: 'request.invalid',
        fieldErrors: [{ field: 'qunatity', message: 'must be at most 10000' }],
      }),
    };
    fillValid();
    send();
    expect(await screen.findByText('The number of bottles must be at most 10000.')).toBeTruthy();
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('Ananya Rao');
  });
});
