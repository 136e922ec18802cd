/**
 * The less travelled commands (quotes, drafts, enquiries, rewards, store, more auth and review verbs):
 * each runs against the mock shop and its `--json` output parses.
 */
import { describe, expect, it } from 'vitest';
import { createShell, useMockShop } from './helpers.ts';

useMockShop();

const signedIn = [
  'auth otp request --username ananya.rao@example.in',
  'auth change-password --current-password Attar@2026 --new-password Attar@2027',
  'cart add-frames --frames [{"cin":"FRM-TEAK-A4","quantity":1,"frameStyle":"WOOD","widthInches":8,"heightInches":10}]',
  'cart payment-mode ATR-OUD-100 UPI',
  'catalog recent',
  'rewards coupons --status ACTIVE',
  'reviews votes',
  'reviews list --product PR00012',
  'drafts list',
  'drafts save ATR-OUD-100 --custom-type ENGRAVING --custom text=Ananya',
  'enquiries list',
  'enquiries create ATR-OUD-100 --title "Wedding favours" --quantity 120 --name "Ananya Rao" --mobile 9876543210',
];

const guest = [
  'store site',
  'store page /',
  'store countries',
  'store regions',
  'store whatsapp',
  'store serviceability 560001 --cin ATR-OUD-100',
  'store subscribe ananya.rao@example.in',
  'store contact --name "Ananya Rao" --email ananya.rao@example.in --message "Do you ship to Dubai?"',
  'catalog policy PO00002',
  'catalog notify PR00002 ATR-KES-100 ananya.rao@example.in',
  'auth check-username 9876543210 --send-otp',
  'auth join-as --as SELLER --name "Ravi Kumar" --mobile 9812345678 --pincode 560001 --city Bengaluru --state Karnataka',
];

describe('long-tail commands', () => {
  it.each(signedIn)('attar %s (signed in)', async (command) => {
    const shell = createShell();
    await shell.signIn();
    if (command.startsWith('cart payment-mode')) await shell.run('cart add ATR-OUD-100');
    const result = await shell.run([...splitArgs(command), '--json']);
    expect(result.code, result.stderr).toBe(0);
    expect(() => result.json()).not.toThrow();
  });

  it.each(guest)('attar %s (guest)', async (command) => {
    const result = await createShell().run([...splitArgs(command), '--json']);
    expect(result.code, result.stderr).toBe(0);
    expect(() => result.json()).not.toThrow();
  });

  /** Reward points and quotes are switched off in the shop (docs/product-rules.md): the commands say so, exit 1. */
  it.each([
    'rewards history',
    'rewards referrals',
    'rewards redemptions',
    'quotes list',
    'quotes list --all',
    'quotes requests',
    'quotes show QT26110007',
    'quotes request --title Gifting --description "50 x Oud Noir" --address AD000123',
    'quotes add-item ATR-OUD-100 --quantity 50',
  ])('attar %s reports the feature is off', async (command) => {
    const shell = createShell();
    await shell.signIn();
    const result = await shell.run([...splitArgs(command), '--json']);
    expect(result.code).toBe(1);
    expect(result.error()).toMatchObject({ code: 'feature.disabled', hint: expect.stringContaining('switched off') });
  });

  it('walks a draft through its verbs', async () => {
    const shell = createShell();
    await shell.signIn();
    const draft = (await shell.run('drafts save ATR-OUD-100 --custom-type ENGRAVING --custom text=Ananya --json')).json();
    const draftId = draft.id ?? draft.draftId;
    expect((await shell.run(`drafts show ${draftId} --json`)).code).toBe(0);
    expect((await shell.run('drafts show --cin ATR-OUD-100 --json')).code).toBe(0);
    expect((await shell.run(`drafts remove ${draftId} --json`)).code).toBe(0);
    expect((await shell.run('drafts clear --yes --json')).code).toBe(0);
  });
});

/** Splits on spaces, keeping "quoted words" and JSON lists whole. */
function splitArgs(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|(\[[^\s]*\])|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]!);
}

describe('more verbs', () => {
  it('runs the guest cart verbs; guest checkout itself is switched off (exit 1)', async () => {
    const shell = createShell();
    for (const command of ['guest add ATR-OUD-50', 'guest update ATR-OUD-50 --quantity 3', 'guest remove ATR-OUD-50'])
      expect((await shell.run(`${command} --json`)).code, command).toBe(0);
    const order = await shell.run(
      'guest order --payment-mode UPI --name "Meera Nair" --mobile 9811122233 --line1 "4 Park St" --city Kolkata --state "West Bengal" --pincode 700016 --json',
    );
    expect(order.code).toBe(1);
    expect(order.error().code).toBe('feature.disabled');
    expect((await shell.run('guest clear --json')).code).toBe(0);
    expect(shell.config.current().profiles.default?.guest).toBeUndefined();
  });

  it('signs in with a provider token', async () => {
    const shell = createShell();
    const result = await shell.run(
      'auth social-login --provider GOOGLE --social-id 1098765 --access-token mock-idp:ananya.rao@example.in --email ananya.rao@example.in --json',
    );
    expect(result.code, result.stderr).toBe(0);
    expect((await shell.run('auth whoami')).code).toBe(0);
  });

  it('changes an identity with an OTP sent to the new one, in both services', async () => {
    const shell = createShell();
    await shell.signIn();
    expect((await shell.run('auth otp request --username ananya@example.com --json')).code).toBe(0);
    const changed = await shell.run(
      'auth change-identity --current ananya.rao@example.in --username ananya@example.com --otp 123456 --json',
    );
    expect(changed.code, changed.stderr).toBe(0);
    expect((await shell.run('account change-identity --username ananya.r@example.in --json')).json()).toMatchObject({
      purpose: 'IDENTITY_CHANGE',
    });
    expect((await shell.run('account change-identity --username ananya.r@example.in --otp 123456 --json')).code).toBe(0);
  });

  it('votes on a review and changes the vote', async () => {
    const shell = createShell();
    await shell.signIn();
    expect((await shell.run('reviews helpful RV000042 --json')).code).toBe(0);
    expect((await shell.run('reviews helpful RV000042 --no --update --json')).code).toBe(0);
  });

  it('deletes the account after the OTP, which signs out', async () => {
    const shell = createShell();
    await shell.signIn();
    expect((await shell.run('account delete --via PHONE --json')).code).toBe(0);
    expect((await shell.run('account delete --otp 123456 --reason test --yes --json')).code).toBe(0);
    expect(shell.config.current().profiles.default?.token).toBeUndefined();
    expect((await shell.run(`auth login --username 9876543210 --send-otp --otp 123456`)).code).toBe(4);
  });
});
