/** Delivery checks (pincode box and courier serviceability) and the store lookups: countries, WhatsApp. */
import { describe, expect, it } from 'vitest';
import { createAttarClient, createMemorySession } from '@attar/sdk';
import { useMockShop } from './harness.ts';

const mock = useMockShop();

const client = () => createAttarClient({ baseUrl: 'http://shop.test', validateReplies: true, session: createMemorySession() });
const pincode = (pin: string, more: { cin?: string; countryCode?: string; international?: 0 | 1 } = {}) =>
  client().catalog.checkPincode({ pincode: pin, cin: 'ATR-OUD-100', ...more });

describe('catalog.checkPincode', () => {
  it('delivers free to a metro in 2-4 days and elsewhere in 3-5 days', async () => {
    // The shop's clock is Friday 20 November 2026.
    const metro = (await pincode('560001')).data!;
    expect(metro).toEqual({
      serviceable: true,
      pincode: '560001',
      cin: 'ATR-OUD-100',
      message: 'Free delivery by Tue, 24 Nov',
      shippingCharge: 0,
      estimate: { minDays: 2, maxDays: 4, estimatedDelivery: '2026-11-24' },
    });
    const jaipur = (await pincode('302022')).data!;
    expect(jaipur.estimate).toEqual({ minDays: 3, maxDays: 5, estimatedDelivery: '2026-11-25' });
    expect(jaipur.message).toBe('Free delivery by Wed, 25 Nov');
  });

  it('refuses remote pincodes with the reason', async () => {
    const leh = (await pincode('194101')).data!;
    expect(leh).toMatchObject({ serviceable: false, pincode: '194101' });
    expect(leh.message).toContain('Ladakh');
    expect(leh).not.toHaveProperty('estimate');
    const islands = (await pincode('744101')).data!;
    expect(islands.message).toContain('flammable');
  });

  it('refuses the pincodes of the scenario header and of the server flags', async () => {
    const refused = await client().catalog.checkPincode(
      { pincode: '560001', cin: 'ATR-OUD-100' },
      { headers: { 'x-attar-scenario': 'pincode=560001' } },
    );
    expect(refused.data).toMatchObject({
      serviceable: false,
      message: 'Our courier partners do not deliver to 560001 right now.',
    });
    expect((await pincode('560001')).data!.serviceable).toBe(true);
    mock.shop.flags.unserviceablePincodes.push('400001');
    expect((await pincode('400001')).data!.serviceable).toBe(false);
  });

  it('explains a malformed Indian pincode and an out-of-stock size', async () => {
    const bad = (await pincode('012345')).data!;
    expect(bad).toMatchObject({ serviceable: false });
    expect(bad.message).toContain('six digits');
    const soldOut = (await pincode('560001', { cin: 'ATR-CHA-50' })).data!;
    expect(soldOut.serviceable).toBe(true);
    expect(soldOut.message).toContain('out of stock');
  });

  it('answers 404 for an item the shop does not sell', async () => {
    const { error } = await pincode('560001', { cin: 'ATR-NOPE-50' });
    expect(error).toMatchObject({ status: 404, code: 'catalog.itemNotFound', fieldErrors: [{ field: 'cin' }] });
  });

  it('ships abroad to the export countries in 7-12 days', async () => {
    const dubai = (await pincode('00000', { countryCode: 'AE', international: 1 })).data!;
    expect(dubai).toMatchObject({ serviceable: true, estimate: { minDays: 7, maxDays: 12 } });
    const badZip = (await pincode('ABCDE', { countryCode: 'US', international: 1 })).data!;
    expect(badZip).toMatchObject({ serviceable: false, message: 'ABCDE is not a valid ZIP code in United States.' });
    const nowhere = (await pincode('12345', { countryCode: 'FR', international: 1 })).data!;
    expect(nowhere).toMatchObject({ serviceable: false, message: 'We do not ship to FR yet.' });
  });
});

describe('logistics.checkServiceability', () => {
  const body = { quantity: 1, itemId: 'ATR-OUD-100', customerPincode: '560001', sellerPincode: '302022' };

  it('answers the courier, the days and free shipping', async () => {
    const { data, meta } = await client().logistics.checkServiceability(body);
    expect(meta!.message).toBe('Delivery available');
    expect(data).toEqual({
      serviceable: true,
      customerPincode: '560001',
      courier: 'BlueDart',
      shippingCharge: 0,
      estimatedDelivery: '2026-11-24',
      minDays: 2,
      maxDays: 4,
    });
    const later = await client().logistics.checkServiceability({ ...body, customerPincode: '641001', orderDate: '2026-11-27' });
    expect(later.data).toMatchObject({ courier: 'DTDC', estimatedDelivery: '2026-12-02' });
  });

  it('says why a pincode is not served', async () => {
    const { data, meta } = await client().logistics.checkServiceability({ ...body, customerPincode: '737101' });
    expect(meta!.message).toBe('Not serviceable');
    expect(data).toMatchObject({ serviceable: false, customerPincode: '737101' });
    expect(data!.reason).toContain('Gangtok');
  });

  it('refuses an item the shop does not sell', async () => {
    const { error } = await client().logistics.checkServiceability({ ...body, itemId: 'ATR-NOPE-50' });
    expect(error).toMatchObject({ status: 422, code: 'logistics.unknownItem', fieldErrors: [{ field: 'itemId' }] });
  });
});

describe('store lookups', () => {
  it('lists the nine countries, India first', async () => {
    const { data } = await client().store.countries();
    expect(data!.items).toHaveLength(9);
    expect(data!.items[0]).toEqual({
      code: 'IN',
      name: 'India',
      dialCode: '+91',
      mobileLength: 10,
      postalCodeLabel: 'PIN code',
      postalCodePattern: '^[1-9][0-9]{5}$',
      international: false,
    });
    expect(data!.items.slice(1).every((c) => c.international)).toBe(true);
  });

  it('gives the WhatsApp chat link', async () => {
    const { data } = await client().store.whatsappSettings();
    expect(data).toEqual({
      enabled: true,
      countryDialCode: '+91',
      phoneNumber: '9876500011',
      prefilledMessage: 'Hello! I would like to know more about your perfumes.',
      chatUrl: 'https://wa.me/919876500011?text=Hello%21%20I%20would%20like%20to%20know%20more%20about%20your%20perfumes.',
    });
  });
});
