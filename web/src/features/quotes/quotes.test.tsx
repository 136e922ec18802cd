// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteWithFeatures } from '../../test-support/site-features.ts';
import { MemoryRouter } from 'react-router';
import { ApiError, type Schemas } from '@attar/sdk';
import { api } from '../../data/client.ts';
import { store } from '../../state/store.ts';
import { cannedReads } from '../../test-support/canned-reads.tsx';
import { QuoteRequestSlot } from './quote-request-slot.tsx';
import { QuoteRequest, validateQuoteRequest } from './quote-request.tsx';
import { QuoteList } from './quote-list.tsx';

let data: Record<string, unknown> = {};
const reads = cannedReads((action) => data[action]);
/** The input of the last read of an action. */
const inputOf = (action: string) => reads.calls.filter(([name]) => name === action).at(-1)?.[1];

const meta = (message = 'OK') => ({ status: 200, httpStatus: 200, message, requestId: undefined });
const address: Schemas['Address'] = {
  addressId: 'AD000123',
  type: 'H',
  status: 'A',
  addressee: 'Ananya Rao',
  contactNumber: '9876543210',
  countryCode: 'in',
  line1: 'Flat 302, Lavelle Residency',
  cityOrArea: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  zipcode: '560001',
  defaultBillingAddress: 'Y',
  defaultShippingAddress: 'Y',
  isInternational: false,
};
const quote = (over: Partial<Schemas['Quote']> = {}): Schemas['Quote'] => ({
  quoteId: 'QT00000001',
  quoteTitle: 'Wedding favours',
  quotePrice: 59976,
  currency: 'INR',
  quoteStatus: 'S',
  clientNotes: [],
  items: [
    {
      cin: 'ATR-OUD-100',
      productId: 'PR00012',
      name: 'Oud Noir',
      variantLabel: '100 ml',
      quantity: 24,
      unitPrice: 2499,
      lineTotal: 59976,
    },
  ],
  revisions: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  submittedAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});
const summary = (
  id: string,
  status: Schemas['QuoteStatus'] | undefined,
  price: number,
  title?: string,
): Schemas['QuoteSummary'] => ({
  quoteId: id,
  ...(title ? { quoteTitle: title } : {}),
  ...(status ? { quoteStatus: status } : {}),
  quotePrice: price,
  currency: 'INR',
  itemCount: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});
const features = (quotes: boolean) => siteWithFeatures({ quotes });
const refusal = (status: number, code: string, message: string) => ({
  error: new ApiError({ status, httpStatus: status, code, message }),
});

const inRouter = (node: React.ReactNode, path = '/') =>
  render(<MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>, { wrapper: reads.wrapper });
const press = (name: string | RegExp, scope: HTMLElement = document.body) =>
  act(async () => void fireEvent.click(within(scope).getByRole('button', { name })));
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  data = { contentSite: features(true), addressList: [address] };
  reads.calls.length = 0;
  store.auth = true;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  store.auth = false;
});

describe('the product page offer', () => {
  it('is hidden while the store has quotes off', () => {
    data.contentSite = features(false);
    inRouter(<QuoteRequestSlot cin="ATR-OUD-100" productName="Oud Noir" />);
    expect(screen.queryByRole('button', { name: 'Request a quote' })).toBeNull();
  });

  it('is hidden from a guest even with quotes on', () => {
    store.auth = false;
    inRouter(<QuoteRequestSlot cin="ATR-OUD-100" productName="Oud Noir" />);
    expect(screen.queryByRole('button', { name: 'Request a quote' })).toBeNull();
  });

  it('is offered to a signed-in buyer with quotes on', async () => {
    inRouter(<QuoteRequestSlot cin="ATR-OUD-100" productName="Oud Noir" />);
    expect(await screen.findByRole('button', { name: 'Request a quote' })).toBeTruthy();
  });
});

describe('requesting a quote', () => {
  it('checks the quantity and title before calling the shop', async () => {
    const add = vi.spyOn(api.quotes, 'addItem');
    inRouter(<QuoteRequest cin="ATR-OUD-100" productName="Oud Noir" />);
    await press('Request a quote');
    type('Quantity', '0');
    type('Quote title', ' ');
    await press('Send quote request');
    expect(screen.getByText('Enter a quantity from 1 to 10,000.')).toBeTruthy();
    expect(screen.getByText('Give the quote a title.')).toBeTruthy();
    expect(add).not.toHaveBeenCalled();
    expect(validateQuoteRequest({ quantity: '10001', title: 'xyz', addressId: 'AD1' })).toEqual({
      quantity: 'Enter a quantity from 1 to 10,000.',
    });
    expect(validateQuoteRequest({ quantity: '2.5', title: 'xyz', addressId: '' })).toEqual({
      quantity: 'Enter a quantity from 1 to 10,000.',
      address: 'Choose a delivery address.',
    });
    // the contract's shortest title
    expect(validateQuoteRequest({ quantity: '5', title: 'xy', addressId: 'AD1' })).toEqual({
      title: 'Use at least 3 characters for the title.',
    });
  });

  it('starts a draft with the perfume and submits it with the title, the default address and the note', async () => {
    const add = vi
      .spyOn(api.quotes, 'addItem')
      .mockResolvedValue({ data: quote({ quoteStatus: undefined }), meta: meta() } as never);
    const submit = vi.spyOn(api.quotes, 'submit').mockResolvedValue({ data: quote(), meta: meta('Quote submitted') } as never);
    inRouter(<QuoteRequest cin="ATR-OUD-100" productName="Oud Noir" />);
    await press('Request a quote');
    expect((screen.getByLabelText('Quote title') as HTMLInputElement).value).toBe('Oud Noir in bulk');
    type('Quantity', '24');
    type('Note for the seller (optional)', 'Gift boxes, please.');
    await press('Send quote request');
    expect(add).toHaveBeenCalledWith({ cin: 'ATR-OUD-100', quantity: 24 });
    expect(submit).toHaveBeenCalledWith({
      id: 'QT00000001',
      quoteTitle: 'Oud Noir in bulk',
      clientNote: 'Gift boxes, please.',
      shippingAddress: { addressId: 'AD000123' },
    });
    expect(screen.getByRole('status').textContent).toContain('Quote QT00000001 sent.');
    expect(screen.getByRole('link', { name: 'See your quotes' }).getAttribute('href')).toBe('/profile/quotes');
  });

  it('shows a refused submit and retries it on the same draft', async () => {
    const add = vi
      .spyOn(api.quotes, 'addItem')
      .mockResolvedValue({ data: quote({ quoteStatus: undefined }), meta: meta() } as never);
    const submit = vi
      .spyOn(api.quotes, 'submit')
      .mockResolvedValueOnce(refusal(422, 'request.invalid', 'The shipping address AD000123 is not one of yours.') as never)
      .mockResolvedValueOnce({ data: quote(), meta: meta() } as never);
    inRouter(<QuoteRequest cin="ATR-OUD-100" productName="Oud Noir" />);
    await press('Request a quote');
    await press('Send quote request');
    expect(screen.getByRole('alert').textContent).toContain('is not one of yours');
    await press('Send quote request');
    expect(add).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status').textContent).toContain('sent');
  });

  it('asks for an address first when the address book is empty', async () => {
    data.addressList = [];
    inRouter(<QuoteRequest cin="ATR-OUD-100" productName="Oud Noir" />);
    await press('Request a quote');
    expect(screen.getByRole('alert').textContent).toContain('Add a delivery address');
    expect((screen.getByRole('button', { name: 'Send quote request' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the quote list', () => {
  it('reads ten to a page, newest first, and shows each status and price', () => {
    data.quotesList = {
      items: [
        summary('QT00000003', 'R', 53978, 'Office gifts'),
        summary('QT00000002', undefined, 2499),
        summary('QT00000001', 'C', 1499, 'Diwali'),
      ],
      paging: { pageNum: 2, pageSize: 10, totalItems: 13, totalPages: 2 },
    };
    inRouter(<QuoteList />, '/profile/quotes?page=2');
    expect(inputOf('quotesList')).toEqual({ pageNum: 2, pageSize: 10, sortOrder: 'desc' });
    const office = screen.getByRole('article', { name: 'Office gifts' });
    expect(office.textContent).toContain('Price offered');
    expect(office.textContent).toMatch(/offered ₹53,978/);
    expect(screen.getByRole('article', { name: 'Quote QT00000002' }).textContent).toContain('Draft');
    expect(screen.getByRole('article', { name: 'Diwali' }).textContent).toContain('Cancelled');
    expect(screen.getByRole('navigation', { name: 'Quote pages' }).textContent).toContain('Page 2 of 2');
  });

  it('says so when there are none', () => {
    data.quotesList = { items: [], paging: { pageNum: 1, pageSize: 10, totalItems: 0, totalPages: 0 } };
    inRouter(<QuoteList />);
    expect(screen.getByText(/You have not asked for a quote yet/)).toBeTruthy();
  });

  it('opens a quote: items, the offer, notes; adds a note and accepts the offer', async () => {
    data.quotesList = {
      items: [summary('QT00000001', 'R', 53978, 'Wedding favours')],
      paging: { pageNum: 1, pageSize: 10, totalItems: 1, totalPages: 1 },
    };
    data.quotesGet = quote({
      quoteStatus: 'R',
      quotePrice: 53978,
      clientNotes: [{ note: 'Gift boxes, please.', addedAt: '2026-11-20T10:00:00.000Z' }],
      revisions: [
        {
          revisionNo: 1,
          note: 'Bulk price for 24 units: 10% off the list price, gift boxes included.',
          currentPrice: 59976,
          quotePrice: 53978,
          revisedAt: '2026-11-21T10:00:00.000Z',
        },
      ],
    });
    const note = vi.spyOn(api.quotes, 'addClientNote').mockResolvedValue({ data: quote(), meta: meta() } as never);
    const status = vi
      .spyOn(api.quotes, 'setStatus')
      .mockResolvedValue({ data: quote({ quoteStatus: 'A' }), meta: meta() } as never);
    inRouter(<QuoteList />);
    const card = screen.getByRole('article', { name: 'Wedding favours' });
    await press(/Show details/, card);
    expect(inputOf('quotesGet')).toEqual({ id: 'QT00000001' });
    expect(card.textContent).toContain('24 × Oud Noir 100 ml');
    expect(card.textContent).toMatch(/Seller's offer: ₹53,978 instead of ₹59,976/);
    expect(within(card).getByRole('list', { name: 'Your notes' }).textContent).toContain('Gift boxes, please.');

    await press('Add note', card);
    expect(within(card).getByText('Write a note first.')).toBeTruthy();
    fireEvent.change(within(card).getByLabelText('Add a note for the seller'), {
      target: { value: ' Deliver by 12 December. ' },
    });
    await press('Add note', card);
    expect(note).toHaveBeenCalledWith({ id: 'QT00000001', note: 'Deliver by 12 December.' });
    await waitFor(() => expect((within(card).getByLabelText('Add a note for the seller') as HTMLTextAreaElement).value).toBe(''));

    await press('Accept the offer', card);
    expect(status).toHaveBeenCalledWith({ id: 'QT00000001', quoteStatus: 'A' });
  });

  it('takes no notes on a closed quote', async () => {
    data.quotesList = {
      items: [summary('QT00000001', 'A', 53978, 'Wedding favours')],
      paging: { pageNum: 1, pageSize: 10, totalItems: 1, totalPages: 1 },
    };
    data.quotesGet = quote({ quoteStatus: 'A' });
    inRouter(<QuoteList />);
    await press(/Show details/);
    expect(screen.queryByLabelText('Add a note for the seller')).toBeNull();
    expect(screen.queryByRole('button', { name: /Accept|Cancel the quote/ })).toBeNull();
  });
});

describe('the quote forms hold to the contract', () => {
  it("limit quantity, title and notes to the contract's rules", async () => {
    const { quotesAddClientNoteInput, quotesAddItemInput, quotesSubmitInput } = await import('@attar/sdk/rules');
    const { noteProblem } = await import('./quote-list.tsx');
    const max = quotesAddItemInput.quantity.maximum;
    expect(validateQuoteRequest({ quantity: String(max), title: 'Bulk', addressId: 'AD000123' })).toEqual({});
    expect(validateQuoteRequest({ quantity: String(max + 1), title: 'Bulk', addressId: 'AD000123' }).quantity).toBeDefined();
    expect(
      validateQuoteRequest({
        quantity: '5',
        title: 'x'.repeat(quotesSubmitInput.quoteTitle.maxLength + 1),
        addressId: 'AD000123',
      }).title,
    ).toMatch(/under/);
    expect(noteProblem('x'.repeat(quotesAddClientNoteInput.note.maxLength))).toBeUndefined();
    expect(noteProblem('x'.repeat(quotesAddClientNoteInput.note.maxLength + 1))).toMatch(/under/);
    inRouter(<QuoteRequest cin="ATR-OUD-100" productName="Oud Noir" />);
    await press('Request a quote');
    expect((screen.getByLabelText('Quote title') as HTMLInputElement).maxLength).toBe(quotesSubmitInput.quoteTitle.maxLength);
    expect((screen.getByLabelText('Note for the seller (optional)') as HTMLTextAreaElement).maxLength).toBe(
      quotesSubmitInput.clientNote.maxLength,
    );
  });
});
