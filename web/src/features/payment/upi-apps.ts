/**
 * Links that open a UPI app on a phone with the payment filled in: the app's own scheme for the apps
 * most Indian shoppers use, and the generic `upi://pay` link, which lets the phone offer every UPI app.
 */

export interface UpiApp {
  name: string;
  href: string;
}

const APPS: ReadonlyArray<{ name: string; prefix: string }> = [
  { name: 'Google Pay', prefix: 'tez://upi/pay' },
  { name: 'PhonePe', prefix: 'phonepe://pay' },
  { name: 'Paytm', prefix: 'paytmmp://pay' },
];

/**
 * The app links for a payment's `upi://pay?...` intent.
 * @example upiApps('upi://pay?pa=attarhouse@icici&am=2499.00')[0] // { name: 'Google Pay', href: 'tez://upi/pay?pa=...' }
 */
export function upiApps(intentUri: string): UpiApp[] {
  const query = intentUri.slice(intentUri.indexOf('?'));
  return [
    ...APPS.map((app) => ({ name: app.name, href: `${app.prefix}${query}` })),
    { name: 'Another UPI app', href: intentUri },
  ];
}
