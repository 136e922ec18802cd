/** Wishlist, profile, addresses and the OTP-confirmed account changes. */
import { describe, expect, it } from 'vitest';
import { createShell, useMockShop } from './helpers.ts';

useMockShop();

async function signedIn() {
  const shell = createShell();
  await shell.signIn();
  return shell;
}

describe('wishlist', () => {
  it('lists, adds and removes', async () => {
    const shell = await signedIn();
    expect((await shell.run('wishlist list --json')).json().productIds).toEqual(['PR00012', 'PR00021', 'PR00025']);
    expect((await shell.run('wishlist add PR00001 --json')).json().productIds).toContain('PR00001');
    const removed = await shell.run('wishlist remove PR00012');
    expect(removed.code).toBe(0);
    expect(removed.stdout).toMatch(/^Removed PR00012 from the wishlist \(3 saved\)/);
  });
});

describe('profile', () => {
  it('shows and updates the profile, keeping unchanged fields', async () => {
    const shell = await signedIn();
    expect((await shell.run('profile show --json')).json()).toMatchObject({
      firstName: 'Ananya',
      lastName: 'Rao',
      upiId: 'ananya@okaxis',
    });
    const updated = await shell.run('profile update --last-name Rao-Iyer --json');
    expect(updated.code, updated.stderr).toBe(0);
    expect(updated.json()).toMatchObject({ firstName: 'Ananya', lastName: 'Rao-Iyer', dob: '1994-08-15' });
  });

  it('changes the UPI id with an OTP', async () => {
    const shell = await signedIn();
    expect((await shell.run('profile upi --upi-id ananya@okhdfc --json')).json()).toMatchObject({ purpose: 'UPI_CHANGE' });
    const confirmed = await shell.run('profile upi --upi-id ananya@okhdfc --otp 123456 --json');
    expect(confirmed.code, confirmed.stderr).toBe(0);
    expect(confirmed.json().upiId).toBe('ananya@okhdfc');
  });

  it('looks up a pincode', async () => {
    const shell = await signedIn();
    expect((await shell.run('profile pincode 600001 --json')).json()).toMatchObject({ city: 'Chennai', state: 'Tamil Nadu' });
  });
});

describe('address', () => {
  it('lists, adds, updates, sets the default and removes', async () => {
    const shell = await signedIn();
    const list = await shell.run('address list', { isTTY: true });
    expect(list.stdout).toMatch(/AD000123\s+Ananya Rao/);
    const added = await shell.run(
      'address add --name "Ananya Rao" --mobile 9876543210 --line1 "4 Park Street" --city Kolkata --state "West Bengal" --pincode 700016 --type W --json',
    );
    expect(added.code, added.stderr).toBe(0);
    const id = added.json().addressId as string;
    expect((await shell.run(`address update ${id} --line1 "5 Park Street" --json`)).json()).toMatchObject({
      line1: '5 Park Street',
      cityOrArea: 'Kolkata',
    });
    expect((await shell.run(`address default ${id} --shipping --json`)).json().defaultShippingAddressId).toBe(id);
    expect(
      (await shell.run(`address remove ${id} --json`)).json().items.map((a: { addressId: string }) => a.addressId),
    ).not.toContain(id);
  });

  it('refuses a 9-digit mobile before sending (exit 2)', async () => {
    const shell = await signedIn();
    const result = await shell.run('address add --name X --mobile 98765 --line1 a --city b --state c --pincode 560001');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('a mobile number looks like 9876543210');
  });

  it('names an unknown address id', async () => {
    const shell = await signedIn();
    const result = await shell.run('address update AD999999 --line1 x');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('No saved address AD999999');
  });
});

describe('account', () => {
  it('changes the password in two steps', async () => {
    const shell = await signedIn();
    const otp = await shell.run('account change-password --via EMAIL --json');
    expect(otp.code, otp.stderr).toBe(0);
    const done = await shell.run('account change-password --otp 123456 --new-password Attar@2027 --json');
    expect(done.code, done.stderr).toBe(0);
  });

  it('asks for --yes before deleting', async () => {
    const shell = await signedIn();
    const result = await shell.run('account delete --otp 123456');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('pass --yes');
  });
});
