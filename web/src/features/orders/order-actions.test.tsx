// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Schemas } from '@attar/sdk';
import { fakeApi } from '../../test-support/fake-api.ts';
import { CancelOrder } from './cancel-order.tsx';
import { AfterSaleRequest } from './after-sale-request.tsx';
import { RefundAccountForm } from './refund-account-form.tsx';

const api = fakeApi({
  orders: { cancel: vi.fn() },
  returns: { requestReturn: vi.fn(), requestReplacement: vi.fn(), setRefundAccount: vi.fn() },
});

const refusal = (status: number, code: string, message: string, fieldErrors?: Array<{ field: string; message: string }>) => ({
  error: new ApiError({ status, httpStatus: status, code, message, ...(fieldErrors ? { fieldErrors } : {}) }),
});
const meta = (message: string) => ({ status: 200, httpStatus: 200, message, requestId: undefined });
const line = (cin: string, name: string, quantity: number, onSale: boolean): Schemas['OrderLine'] => ({
  cin,
  productId: `PR${cin.length}0000`.slice(0, 7),
  slug: name.toLowerCase().replace(/ /g, '-'),
  name,
  variantLabel: '50 ml',
  image: { url: '/media/x.svg', altText: name },
  quantity,
  unitPrice: 1499,
  lineTotal: 1499 * quantity,
  onSale,
});
const address: Schemas['Address'] = {
  addressId: 'AD000123',
  type: 'H',
  status: 'A',
  addressee: 'Ananya Rao',
  contactNumber: '9876543210',
  countryCode: 'in',
  line1: 'Flat 302',
  cityOrArea: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  zipcode: '560001',
  defaultBillingAddress: 'Y',
  defaultShippingAddress: 'Y',
  isInternational: false,
};
const fulfillment: Schemas['Fulfillment'] = {
  fulfillmentId: 'FL26101500007',
  orderId: 'OD26101500007',
  status: 'DELIVERED',
  lines: [line('ATR-MOG-50', 'Mogra Bloom', 2, false), line('ATR-OUD-100', 'Oud Noir', 1, true)],
  timeline: [],
  deliveredAt: '2026-10-21T02:58:41Z',
  returnWindowEndsAt: '2026-10-24T02:58:41Z',
  // numbers unlike the shop's own (7 and 9 days), so the page is seen to read them
  afterSaleTerms: [
    {
      type: 'RETURN',
      policyId: 'PO00002',
      proofRequired: true,
      windows: [
        { days: 7, from: 'DELIVERY', policyId: 'PO00002' },
        { days: 9, from: 'PURCHASE', policyId: 'PO00003' },
      ],
      endsAt: '2026-10-24T02:58:41Z',
      open: true,
    },
    {
      type: 'REPLACEMENT',
      policyId: 'PO00004',
      proofRequired: true,
      windows: [{ days: 7, from: 'DELIVERY', policyId: 'PO00004' }],
      endsAt: '2026-10-28T02:58:41Z',
      open: true,
    },
  ],
};
const closedTerms = (kinds: string[]): Schemas['Fulfillment'] => ({
  ...fulfillment,
  afterSaleTerms: fulfillment.afterSaleTerms!.map((t) => (kinds.includes(t.type) ? { ...t, open: false } : t)),
});
const photo = (name = 'cracked.jpg', type = 'image/jpeg', size = 2048) => new File([new Uint8Array(size)], name, { type });
const attach = (file: File) => fireEvent.change(screen.getByLabelText(/^Proof/), { target: { files: [file] } });
const order: Schemas['Order'] = {
  orderId: 'OD26112000042',
  placedAt: '2026-11-22T00:56:41Z',
  status: 'PLACED',
  paymentStatus: 'SUCCESS',
  paymentMode: 'UPI',
  summary: { itemCount: 1, subtotal: 2499, discount: 0, couponDiscount: 0, shipping: 0, total: 2499, currency: 'INR' },
  deductions: [],
  additions: [],
  deliveryAddress: address,
  billingAddress: address,
  fulfillments: [fulfillment],
  cancellable: true,
};

const choose = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string | RegExp) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));

afterEach(cleanup);

describe('cancel an order', () => {
  it('needs a reason', async () => {
    render(<CancelOrder order={order} onDone={vi.fn()} />);
    await press('Cancel order');
    await press('Cancel order');
    expect(screen.getByText('Choose why you are cancelling.')).toBeTruthy();
    expect(api.orders.cancel).not.toHaveBeenCalled();
  });

  it('shows the shop’s refusal once the order was paid meanwhile, and keeps the form', async () => {
    const onDone = vi.fn();
    api.orders.cancel.mockResolvedValueOnce(
      refusal(
        409,
        'order.notCancellable',
        'Order OD26112000042 is paid (since 23 November), and a paid order can no longer be cancelled.',
      ),
    );
    render(<CancelOrder order={order} onDone={onDone} />);
    await press('Cancel order');
    choose('Why are you cancelling?', 'CHANGED_MIND');
    await press('Cancel order');
    expect(api.orders.cancel).toHaveBeenCalledWith({
      orderId: 'OD26112000042',
      type: 'O',
      reasonCode: 'CHANGED_MIND',
      reasonDesc: 'I changed my mind',
    });
    expect(screen.getByRole('alert').textContent).toMatch(/a paid order can no longer be cancelled/);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('passes on the shop’s message when the unpaid order is cancelled', async () => {
    const onDone = vi.fn();
    const unpaid = { ...order, paymentStatus: 'FAILED' as const, status: 'PAYMENT_FAILED' as const };
    api.orders.cancel.mockResolvedValueOnce({
      data: { ...unpaid, status: 'CANCELLED', cancellable: false },
      meta: meta('Order cancelled. You have not been charged.'),
    });
    render(<CancelOrder order={unpaid} onDone={onDone} />);
    await press('Cancel order');
    expect(screen.getByText('You have not been charged for this order, so nothing needs to be refunded.')).toBeTruthy();
    choose('Why are you cancelling?', 'OTHER');
    await press('Cancel order');
    expect(screen.getByText('Tell us a little about why (at least 3 characters).')).toBeTruthy();
    choose('Tell us more', 'Gift no longer needed');
    await press('Cancel order');
    expect(onDone).toHaveBeenCalledWith('Order cancelled. You have not been charged.');
  });
});

describe('return or replacement', () => {
  const open = async () => {
    render(<AfterSaleRequest fulfillment={fulfillment} onDone={vi.fn()} />);
    await press(/Return or replace items/);
  };

  it('says each kind’s windows and end, from the order’s terms, before the shopper starts', () => {
    render(<AfterSaleRequest fulfillment={fulfillment} onDone={vi.fn()} />);
    const terms = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(terms).toEqual([
      'A refund (return): within 7 days of delivery and within 9 days of purchase, until 24 Oct 2026, 8:28 am.',
      'A replacement: within 7 days of delivery, until 28 Oct 2026, 8:28 am.',
    ]);
    expect(screen.getByText('You will need a photo of the receipt or of the damage.')).toBeTruthy();
  });

  it('needs an item, a reason, a description and the proof the terms ask for', async () => {
    await open();
    expect(screen.getByText('Bought on sale: not returnable under our policy.')).toBeTruthy();
    await press('Request a return');
    expect(screen.getByText('Choose at least one item to send back.')).toBeTruthy();
    expect(screen.getByText('Choose what is wrong.')).toBeTruthy();
    expect(screen.getByText('Describe the problem (at least 3 characters).')).toBeTruthy();
    expect(screen.getByText('Attach a photo of the receipt or of the damage.')).toBeTruthy();
    attach(photo('clip.gif', 'image/gif'));
    await press('Request a return');
    expect(screen.getByText('clip.gif is not a JPEG, PNG or WebP photo or a PDF.')).toBeTruthy();
    attach(photo('huge.jpg', 'image/jpeg', 6 * 1024 * 1024));
    await press('Request a return');
    expect(screen.getByText('huge.jpg is larger than 5 MB.')).toBeTruthy();
    expect(api.returns.requestReturn).not.toHaveBeenCalled();
  });

  it('is not offered once the shop says every kind has closed: it says when instead', () => {
    render(<AfterSaleRequest fulfillment={closedTerms(['RETURN', 'REPLACEMENT'])} onDone={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /Return or replace items/ })).toBeNull();
    expect(screen.getByText('Returns closed on 28 Oct 2026.')).toBeTruthy();
    expect(screen.getAllByRole('listitem')[0]!.textContent).toMatch(/closed on 24 Oct 2026\.$/);
  });

  it('offers only a replacement once the refund window has closed, and sends its policy and proof', async () => {
    api.returns.requestReplacement.mockResolvedValueOnce({
      data: {
        requestId: 'RR000001',
        type: 'REPLACEMENT',
        status: 'REQUESTED',
        reasonCode: 'LEAKAGE',
        quantity: 1,
        createdAt: '2026-10-22T00:00:00Z',
      },
      meta: meta('Replacement requested.'),
    });
    const onDone = vi.fn();
    render(<AfterSaleRequest fulfillment={closedTerms(['RETURN'])} onDone={onDone} />);
    await press(/Return or replace items/);
    const refund = screen.getByRole('radio', { name: /A refund \(return\) \(closed on 24 Oct 2026\)/ }) as HTMLInputElement;
    expect(refund.disabled).toBe(true);
    expect((screen.getByRole('radio', { name: 'A replacement' }) as HTMLInputElement).checked).toBe(true);
    choose('Mogra Bloom 50 ml (2 delivered)', '1');
    choose('What is wrong?', 'LEAKAGE');
    choose('Describe the problem', 'The cap leaks.');
    const proof = photo();
    attach(proof);
    await press('Request a replacement');
    expect(api.returns.requestReplacement).toHaveBeenCalledWith({
      fulfillmentId: 'FL26101500007',
      type: 'REPLACEMENT',
      reasonCode: 'LEAKAGE',
      reasonDesc: 'The cap leaks.',
      policyId: 'PO00004',
      proof,
      actualQuantity: 3,
      replaceQuantity: 1,
    });
    expect(onDone).toHaveBeenCalledWith('Replacement requested.');
  });

  it('sends the quantities and shows the refusal when the window has closed', async () => {
    api.returns.requestReturn.mockResolvedValueOnce(
      refusal(
        422,
        'return.windowClosed',
        'Returns and replacements are accepted within 3 calendar days of delivery; this order was delivered on 21 October.',
      ),
    );
    await open();
    choose('Mogra Bloom 50 ml (2 delivered)', '1');
    choose('What is wrong?', 'LEAKAGE');
    choose('Describe the problem', 'The cap leaks.');
    const proof = photo('receipt.pdf', 'application/pdf');
    attach(proof);
    await press('Request a return');
    expect(api.returns.requestReturn).toHaveBeenCalledWith({
      fulfillmentId: 'FL26101500007',
      type: 'RETURN',
      reasonCode: 'LEAKAGE',
      reasonDesc: 'The cap leaks.',
      policyId: 'PO00002',
      proof,
      actualQuantity: 3,
      returnQuantity: 1,
    });
    expect(screen.getByRole('alert').textContent).toMatch(
      /within 3 calendar days of delivery; this order was delivered on 21 October/,
    );
  });

  it('shows the refusal for a sale item, as a replacement too', async () => {
    api.returns.requestReplacement.mockResolvedValueOnce(
      refusal(
        422,
        'return.notReturnable',
        'Only 2 of this shipment can be sent back: Oud Noir was bought on sale, and sale and discounted items and gift cards are not returnable.',
        [{ field: 'replaceQuantity', message: 'must not exceed the returnable items' }],
      ),
    );
    await open();
    fireEvent.click(screen.getByRole('radio', { name: /A replacement/ }));
    choose('Mogra Bloom 50 ml (2 delivered)', '2');
    choose('Oud Noir 50 ml (1 delivered)', '1');
    choose('What is wrong?', 'DAMAGED_IN_TRANSIT');
    choose('Describe the problem', 'Both bottles arrived cracked.');
    attach(photo());
    await press('Request a replacement');
    expect(api.returns.requestReplacement.mock.lastCall![0]).toMatchObject({
      type: 'REPLACEMENT',
      replaceQuantity: 3,
      actualQuantity: 3,
    });
    expect(
      screen
        .getAllByRole('alert')
        .map((a) => a.textContent)
        .join(' '),
    ).toMatch(/Oud Noir was bought on sale/);
    expect(screen.getByText('The quantity must not exceed the returnable items.')).toBeTruthy();
  });
});

describe('refund account', () => {
  it('checks a bank account: digits, typed twice, a real IFSC and the bank', async () => {
    render(<RefundAccountForm fulfillmentId="FL26111500011" provided={false} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Bank account' }));
    choose('Account holder’s name', 'Ananya Rao');
    choose('Account number', '1234 5678 901');
    choose('Account number again', '12345678902');
    choose('IFSC code', 'HDFC123');
    await press('Save refund account');
    expect(screen.getByText('The two account numbers do not match.')).toBeTruthy();
    expect(screen.getByText('An IFSC code looks like HDFC0001234 (11 characters).')).toBeTruthy();
    expect(screen.getByText('Enter the bank’s name.')).toBeTruthy();
    expect(api.returns.setRefundAccount).not.toHaveBeenCalled();
  });

  it('checks a UPI ID and shows the shop’s refusal when no refund is due', async () => {
    render(<RefundAccountForm fulfillmentId="FL26111500011" provided={false} />);
    choose('Account holder’s name', 'Ananya Rao');
    choose('UPI ID', 'ananya');
    await press('Save refund account');
    expect(screen.getByText('A UPI ID looks like name@bank.')).toBeTruthy();
    api.returns.setRefundAccount.mockResolvedValueOnce(
      refusal(422, 'refund.notDue', 'There is no return on shipment FL26111500011 to refund.'),
    );
    choose('UPI ID', 'ananya@okaxis');
    await press('Save refund account');
    expect(api.returns.setRefundAccount).toHaveBeenCalledWith({
      fulfillmentId: 'FL26111500011',
      txnType: 'UPI',
      name: 'Ananya Rao',
      upiId: 'ananya@okaxis',
    });
    expect(screen.getByRole('alert').textContent).toBe('There is no return on shipment FL26111500011 to refund.');
  });

  it('confirms a saved bank account with the number masked', async () => {
    api.returns.setRefundAccount.mockResolvedValueOnce({
      data: {
        fulfillmentId: 'FL26111500011',
        txnType: 'BANK',
        name: 'Ananya Rao',
        accountNoMasked: 'XXXXXXX8901',
        ifsccode: 'HDFC0001234',
        bankName: 'HDFC Bank',
        updatedAt: '2026-11-22T03:00:00Z',
      },
      meta: meta('Refund account saved'),
    });
    render(<RefundAccountForm fulfillmentId="FL26111500011" provided={false} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Bank account' }));
    choose('Account holder’s name', 'Ananya Rao');
    choose('Account number', '12345678901');
    choose('Account number again', '12345678901');
    choose('IFSC code', 'hdfc0001234');
    choose('Bank name', 'HDFC Bank');
    await press('Save refund account');
    expect(api.returns.setRefundAccount.mock.calls.at(-1)![0]).toMatchObject({
      txnType: 'BANK',
      accountNo: '12345678901',
      ifsccode: 'HDFC0001234',
      bankName: 'HDFC Bank',
    });
    expect(within(screen.getByRole('status')).getByText(/HDFC Bank account XXXXXXX8901/)).toBeTruthy();
  });
});
