/**
 * Accounts (issue 6 item 1): sign in with an OTP (wrong OTP refused, then back to where the shopper
 * was going), with a password (wrong password refused, then reset with an OTP), create an account
 * (rules checked, a taken email refused, the mobile verified), continue with the mock identity
 * provider, and sign out putting the shopper back to guest.
 */
import { DEMO_BUYER, expect, expectPageReady, MOCK_OTP, storedToken, test } from './fixtures.ts';

test.describe('accounts', () => {
  test('sign in with an OTP: the type follows the digits, a wrong OTP is refused, then back to returnTo', async ({
    page,
    attar,
  }) => {
    await page.goto('/login?returnTo=%2Fwishlist');
    await expectPageReady(page, { h1: 'Sign in' });
    const username = page.getByLabel('Email or mobile number');
    await username.fill('98765');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('A mobile number in India has exactly 10 digits.')).toBeVisible();
    await expect(username).toBeFocused();
    await attar.expectNoAxeViolations(page);

    await username.fill(DEMO_BUYER.mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const otp = page.getByLabel('One-time password (OTP)');
    await expect(otp).toBeFocused();
    await expect(page.getByText('your mobile 98******10', { exact: true })).toBeVisible();
    await expect(page.getByText(/resend the OTP in 0:\d\d/)).toBeVisible();
    await otp.fill('111111');
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page.getByText('The OTP is wrong. 4 tries left.')).toBeVisible();
    await expect(otp).toHaveValue('111111');
    await attar.expectNoAxeViolations(page);

    await otp.fill(MOCK_OTP);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page).toHaveURL(/\/wishlist$/);
    await expect(page.getByText('Welcome back, Ananya')).toBeVisible();
    expect(await storedToken(page)).not.toBeNull();
    // the token is kept in a cookie only, never in Web Storage
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => /token/i.test(key)))).toEqual([]);
  });

  test('a wrong password is refused; the password is reset with an OTP and works', async ({ page, attar }) => {
    await page.goto('/loginpassword');
    await expectPageReady(page, { h1: 'Sign in with your password' });
    await page.getByLabel('Email or mobile number').fill(DEMO_BUYER.email);
    await page.getByLabel('Password', { exact: true }).fill('NotMyPassword1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('The password is wrong.')).toBeVisible();
    await attar.expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expectPageReady(page, { h1: 'Reset your password' });
    await expect(page.getByRole('textbox', { name: 'Email or mobile number' })).toHaveValue(DEMO_BUYER.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByLabel('One-time password (OTP)').fill(MOCK_OTP);
    await page.getByLabel('New password', { exact: true }).fill('MograBloom2027');
    await page.getByLabel('Confirm new password').fill('MograBloom2026');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await attar.expectNoAxeViolations(page);
    await page.getByLabel('Confirm new password').fill('MograBloom2027');
    await page.getByRole('button', { name: 'Set new password' }).click();

    await expect(page).toHaveURL(/\/loginpassword$/);
    await expect(page.getByRole('textbox', { name: 'Email or mobile number' })).toHaveValue(DEMO_BUYER.email);
    await page.getByLabel('Password', { exact: true }).fill('MograBloom2027');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText('Welcome back, Ananya')).toBeVisible();
  });

  test('create an account: rules on submit, a taken email refused, then the mobile OTP signs in', async ({ page, attar }) => {
    await page.goto('/registration');
    await expectPageReady(page, { h1: 'Create your account' });
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Enter your name.')).toBeVisible();
    await expect(page.getByLabel('Full name')).toBeFocused();
    await page.getByLabel('Full name').fill('Rohan Mehta');
    await page.getByLabel('Mobile number').fill('982001234');
    await page.getByLabel('Email').fill(DEMO_BUYER.email);
    await page.getByLabel('Password', { exact: true }).fill('Vetiver9smoke');
    await page.getByLabel('Confirm password').fill('Vetiver9smok');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('A mobile number in India has exactly 10 digits.')).toBeVisible();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await attar.expectNoAxeViolations(page);

    await page.getByLabel('Mobile number').fill('9820012345');
    await page.getByLabel('Confirm password').fill('Vetiver9smoke');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('This email is already registered. Sign in instead.')).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('Rohan Mehta');

    await page.getByLabel('Email').fill('rohan.mehta@example.in');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('your mobile 98******45', { exact: true })).toBeVisible();
    await attar.expectNoAxeViolations(page);
    await page.getByLabel('One-time password (OTP)').fill(MOCK_OTP);
    await page.getByRole('button', { name: 'Verify and continue' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText('Welcome to Attar House, Rohan')).toBeVisible();
  });

  test('continue with the identity provider, then sign out back to guest, in every tab', async ({ page, attar }) => {
    await page.goto('/login');
    await expectPageReady(page, { h1: 'Sign in' });
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByLabel('Google account email').fill(DEMO_BUYER.email);
    await attar.expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText('Welcome back, Ananya')).toBeVisible();
    // a second tab of the same browser shares the session
    const other = await page.context().newPage();
    await other.goto('/profile');
    await expect(other.getByText('Hello, Ananya.')).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('You are signed out.')).toBeVisible();
    await expect.poll(() => storedToken(page)).toBeNull();
    // the other tab hears of it: its profile page gives way to the sign-in
    await expect(other.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    await other.close();
    await page.goto('/login');
    await expectPageReady(page, { h1: 'Sign in' });
  });
});
