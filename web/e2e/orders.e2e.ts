/**
 * Orders (issue 6 item 6, issue 18 items 7 and 8): the five order lists with the list and page in the
 * URL (links, back), the order page with its tracking timeline and totals, no cancel for a paid order
 * and why, cancelling an unpaid one, retrying a failed payment, no return offered outside its window, a
 * return inside it with its terms said first and a photo as proof, then refund account details (IFSC
 * checked). The demo buyer's seeded orders cover every state: OD26112000042 paid two hours ago (not
 * cancellable), OD26112000057 whose UPI payment just failed (cancellable), OD26111500011 delivered
 * yesterday (returnable), OD26102700019 whose return was rejected at inspection, OD26101500007
 * delivered a month ago.
 */
import { expect, expectPageReady, test } from './fixtures.ts';

test.describe('orders', () => {
  test.beforeEach(async ({ page, attar }) => {
    await attar.signIn(page);
  });

  test('every order list, its view and page in the URL, and an order shows its items, tracking, totals and addresses', async ({
    page,
    attar,
  }) => {
    await page.goto('/profile/orders');
    await expectPageReady(page, { h1: 'My Account' });
    const lists = page.getByRole('navigation', { name: 'Order lists' });
    await expect(lists.getByRole('link', { name: 'All orders' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('list', { name: 'All orders' }).getByRole('listitem')).toHaveCount(5);

    await lists.getByRole('link', { name: 'Active orders' }).click();
    await expect(page).toHaveURL(/\/profile\/orders\?view=active$/);
    const active = page.getByRole('list', { name: 'Active orders' });
    await expect(active.getByRole('link', { name: 'Order OD26112000042' })).toBeVisible();
    await expect(active.getByRole('link', { name: 'Order OD26112000057' })).toBeVisible();
    await expect(active.getByRole('link', { name: 'Order OD26111500011' })).toHaveCount(0);
    await attar.expectNoAxeViolations(page);

    await lists.getByRole('link', { name: 'Delivered orders' }).click();
    await expect(page).toHaveURL(/\?view=completed$/);
    const delivered = page.getByRole('list', { name: 'Delivered orders' });
    await expect(delivered.getByRole('listitem')).toHaveCount(3);
    // the seeded return the inspection rejected: the items stay with the shopper
    await expect(delivered.getByRole('listitem').filter({ hasText: 'OD26102700019' })).toContainText('Return rejected');
    await lists.getByRole('link', { name: 'Cancelled orders' }).click();
    await expect(page.getByText('You have no cancelled orders.')).toBeVisible();
    // back goes through the lists the shopper saw
    await page.goBack();
    await expect(page).toHaveURL(/\?view=completed$/);
    await expect(lists.getByRole('link', { name: 'Delivered orders' })).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await expect(active.getByRole('link', { name: 'Order OD26112000042' })).toBeVisible();
    // a shared link opens its list at its page (the demo buyer's past orders fill one page)
    await page.goto('/profile/orders?view=past&page=2');
    await expect(lists.getByRole('link', { name: 'Past orders' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('There are no more orders.')).toBeVisible();

    await lists.getByRole('link', { name: 'Past orders' }).click();
    await expect(page).toHaveURL(/\?view=past$/);
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

    // a shipment's id in the order's place (what a review or a courier message knows) finds its order
    await page.goto('/orders/FL26111500011');
    await expect(page).toHaveURL(/\/orders\/OD26111500011#shipment-FL26111500011$/);
    await expectPageReady(page, { h1: 'Order OD26111500011' });
  });

  test('a paid order says why it cannot be cancelled; an unpaid one is cancelled with a reason', async ({ page, attar }) => {
    await page.goto('/orders/OD26112000042');
    await expectPageReady(page, { h1: 'Order OD26112000042' });
    await expect(page.getByText('Discount on MRP')).toBeVisible();
    await expect(page.getByText('This order is paid, so it can no longer be cancelled.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'our return policy' })).toHaveAttribute('href', '/return-policy');
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await attar.expectNoAxeViolations(page);

    await page.goto('/orders/OD26112000057');
    await expectPageReady(page, { h1: 'Order OD26112000057' });
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText('You have not been charged for this order')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText('Choose why you are cancelling.')).toBeVisible();
    await attar.expectNoAxeViolations(page);
    await page.getByLabel('Why are you cancelling?').selectOption('ORDERED_BY_MISTAKE');
    await page.getByRole('button', { name: 'Cancel order' }).dblclick();
    await expect(page.getByRole('status').filter({ hasText: 'Order cancelled' })).toContainText('You have not been charged.');
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

  test('a return inside the window, with its terms said first and a photo as proof, then the refund goes to a bank account', async ({
    page,
    attar,
  }) => {
    await page.goto('/orders/OD26111500011');
    await expectPageReady(page, { h1: 'Order OD26111500011' });
    // the terms, before the shopper starts: each kind's windows and until when
    await expect(
      page.getByText(/^A refund \(return\): within 3 days of delivery and within 5 days of purchase, until /),
    ).toBeVisible();
    await expect(page.getByText(/^A replacement: within 3 days of delivery, until /)).toBeVisible();
    await expect(page.getByText('You will need a photo of the receipt or of the damage.')).toBeVisible();
    await page.getByRole('button', { name: /Return or replace items/ }).click();
    await page.getByLabel('Gulab Jal 50 ml (2 delivered)').selectOption('1');
    await page.getByLabel('What is wrong?').selectOption('DAMAGED_IN_TRANSIT');
    await page.getByLabel('Describe the problem').fill('The bottle arrived cracked.');
    await page.getByRole('button', { name: 'Request a return' }).click();
    await expect(page.getByText('Attach a photo of the receipt or of the damage.')).toBeVisible();
    await attar.expectNoAxeViolations(page);
    await page.getByLabel(/^Proof/).setInputFiles({
      name: 'cracked-bottle.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(4096),
    });
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
