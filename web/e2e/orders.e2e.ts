/**
 * Orders (issue 6 item 6): current and past lists, the order page with its tracking timeline and
 * totals, cancelling, retrying a failed payment, no return offered outside its window, a return inside
 * it with refund account details (IFSC checked). The demo buyer's seeded orders cover every state:
 * OD26112000042 placed two hours ago (cancellable), OD26112000057 whose UPI payment just failed,
 * OD26111500011 delivered yesterday (returnable), OD26101500007 delivered a month ago.
 */
import { expect, expectPageReady, test } from './fixtures.ts';

test.describe('orders', () => {
  test.beforeEach(async ({ page, attar }) => {
    await attar.signIn(page);
  });

  test('current and past orders list, and an order shows its items, tracking, totals and addresses', async ({ page, attar }) => {
    await page.goto('/profile/orders');
    await expectPageReady(page, { h1: 'My Account' });
    const current = page.getByRole('list', { name: 'Current orders' });
    await expect(current.getByRole('link', { name: 'Order OD26112000042' })).toBeVisible();
    await expect(current.getByRole('link', { name: 'Order OD26112000057' })).toBeVisible();
    await expect(current.getByRole('link', { name: 'Order OD26111500011' })).toHaveCount(0);
    await attar.expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Past orders' }).click();
    const past = page.getByRole('list', { name: 'Past orders' });
    await expect(past.getByRole('link', { name: 'Order OD26111500011' })).toBeVisible();
    await past.getByRole('link', { name: 'Order OD26111500011' }).click();

    await expectPageReady(page, { h1: 'Order OD26111500011' });
    const tracking = page.getByRole('list', { name: 'Tracking of shipment FL26111500011' });
    // a paid order's tracking starts at the order placed, not at "Awaiting payment"
    await expect(tracking.getByRole('listitem')).toHaveCount(5);
    await expect(tracking.getByRole('listitem').first()).toContainText('Placed');
    await expect(tracking).not.toContainText('Awaiting payment');
    await expect(tracking.getByRole('listitem').last()).toContainText('Delivered to Ananya Rao');
    await expect(page.getByText('Order total')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Delivery address' })).toContainText('Lavelle Residency');
    await attar.expectNoAxeViolations(page);
  });

  test('a placed order is cancelled with a reason and the refund is explained', async ({ page, attar }) => {
    await page.goto('/orders/OD26112000042');
    await expectPageReady(page, { h1: 'Order OD26112000042' });
    await expect(page.getByText('Discount on MRP')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText('Choose why you are cancelling.')).toBeVisible();
    await attar.expectNoAxeViolations(page);
    await page.getByLabel('Why are you cancelling?').selectOption('ORDERED_BY_MISTAKE');
    await page.getByRole('button', { name: 'Cancel order' }).dblclick();
    await expect(page.getByRole('status').filter({ hasText: 'Order cancelled' })).toContainText('refund of ₹3,798');
    await expect(page.getByText('Status: Cancelled', { exact: true })).toBeAttached();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  });

  test('a failed UPI payment fails again, then is paid by card', async ({ page, attar }) => {
    await attar.scenario({ payment: 'failure' });
    await page.goto('/orders/OD26112000057');
    await expectPageReady(page, { h1: 'Order OD26112000057' });
    const panel = page.getByRole('region', { name: 'Complete your payment' });
    await panel.getByRole('button', { name: 'Pay ₹2,499' }).click();
    await panel.getByRole('button', { name: 'I have approved the payment' }).click();
    await expect(panel.getByRole('alert')).toContainText('You can try again');
    await attar.expectNoAxeViolations(page);

    await attar.scenario({ payment: 'success' });
    await panel.getByRole('radio', { name: /Cards, netbanking and wallets/ }).check();
    await panel.getByRole('button', { name: 'Pay ₹2,499' }).click();
    await panel.getByRole('button', { name: 'Pay ₹2,499' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Payment of ₹2,499 received' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Complete your payment' })).toHaveCount(0);
  });

  test('a return is not offered after its window has closed: the page says when it closed', async ({ page, attar }) => {
    await page.goto('/orders/OD26101500007');
    await expectPageReady(page, { h1: 'Order OD26101500007' });
    await expect(page.getByText(/^Returns closed on \d{1,2} [A-Z][a-z]{2} 2026\.$/)).toBeVisible();
    await expect(page.getByRole('button', { name: /Return or replace items/ })).toHaveCount(0);
    await attar.expectNoAxeViolations(page);
  });

  test('a return inside the window, then the refund goes to a bank account with a checked IFSC', async ({ page, attar }) => {
    await page.goto('/orders/OD26111500011');
    await expectPageReady(page, { h1: 'Order OD26111500011' });
    await page.getByRole('button', { name: /Return or replace items/ }).click();
    await page.getByLabel('Gulab Jal 50 ml (2 delivered)').selectOption('1');
    await page.getByLabel('What is wrong?').selectOption('DAMAGED_IN_TRANSIT');
    await page.getByLabel('Describe the problem').fill('The bottle arrived cracked.');
    await page.getByRole('button', { name: 'Request a return' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Return requested' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your return' })).toBeVisible();

    await page.getByRole('radio', { name: 'Bank account' }).check();
    await page.getByLabel('Account holder’s name').fill('Ananya Rao');
    await page.getByLabel('Account number', { exact: true }).fill('50100234567891');
    await page.getByLabel('Account number again').fill('50100234567891');
    await page.getByLabel('IFSC code').fill('HDFC12345');
    await page.getByLabel('Bank name').fill('HDFC Bank');
    await page.getByRole('button', { name: 'Save refund account' }).click();
    await expect(page.getByText('An IFSC code looks like HDFC0001234 (11 characters).')).toBeVisible();
    await attar.expectNoAxeViolations(page);
    await page.getByLabel('IFSC code').fill('HDFC0001234');
    await page.getByRole('button', { name: 'Save refund account' }).click();
    await expect(page.getByText('Your refund will be paid to HDFC Bank account XXXXXXXXXX7891 (HDFC0001234).')).toBeVisible();
  });

  test('a guest opening an order is asked to sign in, with the order as the way back', async ({ browser, attar }) => {
    const guest = await browser.newPage();
    attar.watch(guest);
    await guest.goto(`${attar.stack.web}/orders/OD26112000042`);
    await expect(guest).toHaveURL(/\/login\?returnTo=%2Forders%2FOD26112000042$/);
    await guest.close();
  });
});
