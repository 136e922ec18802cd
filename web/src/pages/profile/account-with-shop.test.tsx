// @vitest-environment happy-dom
/**
 * The account under /profile against the mock shop (issue 18 item 10): an address edited and shown as
 * saved, the password changed with an OTP instead of the current one, reward points past page 1 and
 * the referrals panel with the store's flags on.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAttarClient, createMemorySession } from '@attar/sdk';
import { ProfilePage } from '../profile-page.tsx';
import { DEMO_BUYER, renderRoutes, useShopInPage } from '../../test-support/shop-kit.tsx';

const shop = useShopInPage();

const openAccount = (path: string) => renderRoutes([{ path: '/profile/*', element: <ProfilePage /> }], path);

const type = (scope: HTMLElement, label: string, value: string) => {
  const input = within(scope).getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const press = (scope: HTMLElement, name: string) =>
  act(async () => void fireEvent.click(within(scope).getByRole('button', { name })));

describe('the address book', () => {
  it('edits a saved address: the form starts from it, and the card and the shop show what was saved', async () => {
    shop.signIn();
    openAccount('/profile/addresses');
    const edit = await screen.findByRole('button', { name: 'Edit the address of Ananya Rao in Mumbai' });
    await act(async () => void fireEvent.click(edit));
    const form = screen.getByRole('form', { name: 'Edit address' });
    expect((within(form).getByLabelText('Flat, house, building') as HTMLInputElement).value).toBe('3rd Floor, Kothari House');
    expect((within(form).getByLabelText('Pincode') as HTMLInputElement).value).toBe('400001');
    type(form, 'Flat, house, building', '5th Floor, Kothari House');
    type(form, 'Full name', 'Ananya R.');
    await press(form, 'Save address');

    expect(await screen.findByText('Address updated.')).toBeTruthy();
    const card = screen.getAllByRole('listitem').find((li) => li.textContent?.includes('5th Floor, Kothari House'))!;
    expect(card.textContent).toContain('Ananya R.');
    expect(card.textContent).toContain('Mumbai, Maharashtra 400001');
    expect(screen.queryByText(/3rd Floor, Kothari House/)).toBeNull();
    const [update] = shop.calls('addressUpdate');
    expect(update!.query.addressId).toBe('AD000124');
    expect(update!.body).toMatchObject({ line1: '5th Floor, Kothari House', addressee: 'Ananya R.', zipcode: '400001' });
    const book = shop.shop.state.accounts.addressBooks[DEMO_BUYER.buyerId]!;
    expect(book.find((a) => a.addressId === 'AD000124')).toMatchObject({
      line1: '5th Floor, Kothari House',
      addressee: 'Ananya R.',
      zipcode: '400001',
    });
  });
});

describe('the password', () => {
  it('is changed with an OTP sent by SMS, and the new one then signs in', async () => {
    shop.signIn();
    openAccount('/profile/security');
    const panel = await screen.findByRole('region', { name: 'Password' });
    fireEvent.click(within(panel).getByRole('radio', { name: 'With a code sent to me' }));
    fireEvent.change(within(panel).getByLabelText('Send the code by'), { target: { value: 'PHONE' } });
    type(panel, 'New password', 'MograBloom2027');
    type(panel, 'New password again', 'MograBloom2026');
    await press(panel, 'Send OTP');
    expect(within(panel).getByText('The two passwords do not match.')).toBeTruthy();
    expect(shop.calls('accountRequestPasswordChangeOtp')).toEqual([]);

    type(panel, 'New password again', 'MograBloom2027');
    await press(panel, 'Send OTP');
    await waitFor(() => expect(within(panel).getByLabelText('OTP')).toBeTruthy());
    expect(shop.calls('accountRequestPasswordChangeOtp').map((c) => c.body)).toEqual([{ identityType: 'PHONE' }]);
    type(panel, 'OTP', shop.shop.otp);
    await press(panel, 'Change password');

    expect(await within(panel).findByText('Your password is changed.')).toBeTruthy();
    expect(shop.calls('accountConfirmPasswordChange').map((c) => c.body)).toEqual([
      { otp: shop.shop.otp, newPassword: 'MograBloom2027' },
    ]);
    // the shop takes the new password and refuses the old one
    const client = createAttarClient({ baseUrl: location.origin, session: createMemorySession() });
    const old = await client.auth.signInWithPassword({ username: DEMO_BUYER.mobile, password: DEMO_BUYER.password });
    expect(old.error?.code).toBe('auth.wrongPassword');
    const fresh = await client.auth.signInWithPassword({ username: DEMO_BUYER.mobile, password: 'MograBloom2027' });
    expect(fresh.error).toBeUndefined();
  });
});

describe('reward points and referrals (the store switched them on)', () => {
  it('pages the points history ten at a time through the URL: page 2 holds the older rest', async () => {
    await shop.features({ rewards: true, referral: true });
    shop.signIn();
    openAccount('/profile/rewards');
    const list = await screen.findByRole('list', { name: 'Reward points history' });
    expect(screen.getByText(/Balance:/).textContent).toBe('Balance: 468 points');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toMatch(/: Points for order OD26111500011 \(\+29\)$/);
    const pager = screen.getByRole('navigation', { name: 'Reward history pages' });
    expect(pager.textContent).toContain('Page 1 of 2');

    await act(async () => void fireEvent.click(within(pager).getByRole('link', { name: 'Next page' })));
    expect(screen.getByTestId('where').textContent).toBe('/profile/rewards?page=2');
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Reward history pages' }).textContent).toContain('Page 2 of 2'),
    );
    const older = within(screen.getByRole('list', { name: 'Reward points history' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent!.replace(/^.*?: /, ''));
    expect(older).toEqual([
      'Welcome bonus expired (-250)',
      'Festive bonus: Diwali (+75)',
      'Birthday bonus (+100)',
      'Festive bonus: Holi (+50)',
      'Welcome bonus (+250)',
    ]);
    expect(shop.calls('rewardsHistory').map((c) => [c.query.pageNum, c.query.pageSize])).toEqual([
      ['1', '10'],
      ['2', '10'],
    ]);
  });

  it('the referrals panel shows the code to share and each friend with where they stand', async () => {
    await shop.features({ referral: true });
    shop.signIn();
    openAccount('/profile');
    fireEvent.click(await screen.findByRole('link', { name: 'Refer a friend' }));
    const friends = await screen.findByRole('list', { name: 'Friends you referred' });
    expect(screen.getByText(/Your code:/).textContent).toBe(`Your code: ${DEMO_BUYER.buyerId}`);
    expect(
      within(friends)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Rohan Mehta: invited (0 points)',
      'Priya Nair: joined (0 points)',
      'Kabir Shah: placed an order, points given (100 points)',
      'Meera Iyer: placed an order, points given (100 points)',
    ]);
    // reward points stay off: not offered
    expect(screen.queryByRole('link', { name: 'Reward points' })).toBeNull();
  });
});
