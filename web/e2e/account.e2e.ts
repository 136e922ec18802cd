/**
 * The account under /profile (issue 6 items 8 and 9, issue 18 item 4): personal details, the address
 * book, UPI, password and mobile changes with an OTP, my coupons (and picking one in the cart),
 * deleting the account, and the sections the store switches off staying hidden. A guest is sent to sign in.
 */
import { agreeToCookies, expect, expectPageReady, MOCK_OTP, pickCouponInCart, test } from './fixtures.ts';

test.describe('account', () => {
  test.beforeEach(async ({ page, attar }) => {
    await attar.signIn(page);
  });

  test('personal details are saved, and switched-off sections are not offered', async ({ page, attar }) => {
    await page.goto('/profile');
    await expectPageReady(page, { h1: 'My Account' });
    const nav = page.getByRole('navigation', { name: 'Your account' });
    await expect(nav.getByRole('link', { name: 'Personal details' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: /reward|refer|wallet|quote/i })).toHaveCount(0);
    await attar.expectNoAxeViolations(page);

    await page.getByLabel('Middle name (optional)').fill('Lakshmi');
    await page.getByLabel('First name').fill('');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Enter your first name.')).toBeVisible();
    await expect(page.getByLabel('First name')).toBeFocused();
    await page.getByLabel('First name').fill('Ananya');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your details are saved.' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Middle name (optional)')).toHaveValue('Lakshmi');

    await page.goto('/profile/rewards');
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('an address is added with the pincode filling the city, made the default, and deleted', async ({ page, attar }) => {
    await page.goto('/profile/addresses');
    await expectPageReady(page, { h1: 'My Account' });
    await page.getByRole('button', { name: 'Add a new address' }).click();
    await page.getByLabel('Mobile number').fill('98765');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('A mobile number in India has exactly 10 digits.')).toBeVisible();
    await expect(page.getByText('Enter the flat, house or building.')).toBeVisible();
    await attar.expectNoAxeViolations(page);

    await page.getByLabel('Full name').fill('Kavya Rao');
    await page.getByLabel('Mobile number').fill('9123456780');
    await page.getByLabel('Pincode').fill('302001');
    await expect(page.getByLabel('City or area')).toHaveValue('Jaipur');
    await expect(page.getByLabel('State')).toHaveValue('Rajasthan');
    await page.getByLabel('Flat, house, building').fill('B-14, Shanti Nagar');
    await page.getByRole('radio', { name: 'Other' }).check();
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Address saved.' })).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: 'Kavya Rao' });
    await expect(card).toContainText('Jaipur, Rajasthan 302001');

    await card.getByRole('button', { name: /Deliver here by default/ }).click();
    await expect(card).toContainText('Default delivery');
    await card.getByRole('button', { name: 'Delete the address of Kavya Rao in Jaipur' }).click();
    await card.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Kavya Rao' })).toHaveCount(0);
  });

  test('the UPI ID, the password and the mobile change with an OTP', async ({ page, attar }) => {
    await page.goto('/profile/upi');
    await expectPageReady(page, { h1: 'My Account' });
    await page.getByLabel('New UPI ID').fill('ananya.rao@okhdfcbank');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByLabel('OTP').fill(MOCK_OTP);
    await attar.expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Change UPI ID' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your UPI ID is now ananya.rao@okhdfcbank.' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Sign-in and security' }).click();
    const password = page.getByRole('region', { name: 'Password' });
    await password.getByLabel('Current password', { exact: true }).fill('NotMyPassword1');
    await password.getByLabel('New password', { exact: true }).fill('MograBloom2027');
    await password.getByLabel('New password again').fill('MograBloom2027');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByRole('alert').first()).toBeVisible();
    await password.getByLabel('Current password', { exact: true }).fill('Attar@2026');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByRole('status').filter({ hasText: 'Your password is changed.' })).toBeVisible();

    const mobile = page.getByRole('region', { name: 'Mobile number' });
    await mobile.getByLabel('New mobile number').fill('9123456780');
    await mobile.getByRole('button', { name: 'Send OTP' }).click();
    await mobile.getByLabel('OTP').fill(MOCK_OTP);
    await mobile.getByRole('button', { name: 'Change mobile number' }).click();
    await expect(mobile.getByRole('status').filter({ hasText: 'Your mobile number is now 9123456780.' })).toBeVisible();
    await attar.expectNoAxeViolations(page);
  });

  test('my coupons by status from the account menu, the status in the URL, and one picked in the cart', async ({
    page,
    attar,
  }) => {
    await page.goto('/profile');
    await expectPageReady(page, { h1: 'My Account' });
    await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'My coupons' }).click();
    await expect(page).toHaveURL(/\/profile\/coupons$/);
    const active = page.getByRole('list', { name: 'Active coupons' });
    await expect(active.getByRole('listitem')).toHaveCount(2);
    await expect(active.getByRole('listitem').first()).toContainText('WELCOME10');
    await expect(active.getByRole('listitem').first()).toContainText('10% off orders of ₹999 or more, up to ₹500');
    // the terms and the date the cart applies (one table in the mock shop)
    await expect(active.getByRole('listitem').first()).toContainText('Valid until 31 Dec 2027.');
    await attar.expectNoAxeViolations(page);
    const lists = page.getByRole('navigation', { name: 'Coupon lists' });
    await lists.getByRole('link', { name: 'Expired coupons' }).click();
    await expect(page).toHaveURL(/\?status=expired$/);
    await expect(page.getByRole('list', { name: 'Expired coupons' }).getByRole('listitem')).toContainText(['FESTIVE20']);
    await lists.getByRole('link', { name: 'Used coupons' }).click();
    await expect(page.getByText('You have not used a coupon yet.')).toBeVisible();
    await page.goBack();
    await expect(lists.getByRole('link', { name: 'Expired coupons' })).toHaveAttribute('aria-current', 'page');

    // in the cart, the field offers the same coupons to pick instead of typing one
    await attar.fillCart(page);
    await pickCouponInCart(page, () => attar.expectNoAxeViolations(page));
  });

  test('the account is deleted after an explicit confirmation and the shopper is a guest again', async ({ page, attar }) => {
    await page.goto('/profile/delete');
    await expectPageReady(page, { h1: 'My Account' });
    await page.getByRole('button', { name: 'Send OTP to delete my account' }).click();
    await expect(page.getByText('Tick the box to confirm you want your account deleted.')).toBeVisible();
    await attar.expectNoAxeViolations(page);
    await page.getByRole('checkbox', { name: /I understand/ }).check();
    await page.getByRole('button', { name: 'Send OTP to delete my account' }).click();
    await page.getByLabel('OTP').fill(MOCK_OTP);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your account has been deleted.')).toBeVisible();
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fprofile$/);
  });
});

test('signing out from the account goes home as a guest', async ({ page, attar }) => {
  await attar.signIn(page);
  await page.goto('/profile/orders');
  await expectPageReady(page, { h1: 'My Account' });
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/wishlist');
  await expect(page.getByRole('link', { name: 'Sign in' }).last()).toHaveAttribute('href', '/login?returnTo=%2Fwishlist');
});

test('a guest opening the account is asked to sign in', async ({ page }) => {
  await page.goto('/profile/orders');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fprofile%2Forders$/);
});
