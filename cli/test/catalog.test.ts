/** `attar catalog`: browsing as a guest, tables with ₹ on a terminal, JSON for scripts. */
import { describe, expect, it } from 'vitest';
import {
  catalogListInput,
  catalogSimilarInput,
  CatalogSortTypeRule,
  describeRule,
  FragranceFamilyRule,
  MoneyRule,
  PageSizeRule,
} from '@attar/sdk/rules';
import { createShell, useMockShop } from './helpers.ts';

const mock = useMockShop();

describe('catalog', () => {
  it('lists the categories with counts', async () => {
    const result = await createShell().run('catalog categories --json');
    expect(result.code).toBe(0);
    expect(result.json()).toEqual(expect.arrayContaining([expect.objectContaining({ value: 'CA00001', label: 'For Him' })]));
  });

  it('lists a page of a category sorted by price, with paging', async () => {
    const result = await createShell().run(
      'catalog list --category CA00001 --sort price_low_to_high --page 2 --page-size 5 --json',
    );
    expect(result.code).toBe(0);
    const page = result.json();
    expect(page.paging).toMatchObject({ pageNum: 2, pageSize: 5 });
    expect(page.items).toHaveLength(5);
    const prices = page.items.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(page.items.every((p: { category: { categoryId: string } }) => p.category.categoryId === 'CA00001')).toBe(true);
  });

  it('filters by keyword and stock', async () => {
    const result = await createShell().run('catalog list --keyword oud --in-stock --json');
    expect(result.code).toBe(0);
    expect(result.json().items.map((p: { name: string }) => p.name)).toContain('Oud Noir');
  });

  it('prints a table with ₹ prices in Indian grouping and no decimals on a terminal', async () => {
    const result = await createShell().run('catalog list --keyword oud', { isTTY: true });
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toMatch(/^ID\s+NAME\s+BRAND\s+FOR\s+CIN\s+PRICE\s+MRP\s+RATING\s+STOCK$/);
    expect(result.stdout).toMatch(/Oud Noir .* ₹2,499 +₹2,999/);
    expect(result.stdout).not.toMatch(/₹[0-9,]+\.[0-9]/);
    expect(result.stdout).toMatch(/Page 1 of \d+ · \d+ items/);
  });

  it('prints tab-separated rows without a header when piped', async () => {
    const result = await createShell().run('catalog list --keyword oud');
    const first = result.stdout.split('\n')[0]!.split('\t');
    expect(first[0]).toMatch(/^PR\d{5}$/);
    expect(first).toContain('₹2,499');
  });

  it('shows a product by id and by slug', async () => {
    const shell = createShell();
    const byId = await shell.run('catalog show PR00012 --json');
    expect(byId.code).toBe(0);
    expect(byId.json()).toMatchObject({ productId: 'PR00012', name: 'Oud Noir', slug: 'oud-noir' });
    const bySlug = await shell.run('catalog show oud-noir', { isTTY: true });
    expect(bySlug.stdout).toContain('Oud Noir · Attar House');
    expect(bySlug.stdout).toMatch(/ATR-OUD-100\s+100 ml\s+₹2,499/);
  });

  it("reports an unknown product clearly (exit 1, the shop's code and request id)", async () => {
    const result = await createShell().run('catalog show PR09999');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: .+/);
    expect(result.stderr).toMatch(/request id: req_/);
    const json = await createShell().run('catalog show PR09999 --json');
    expect(json.error()).toMatchObject({ exitCode: 1, code: expect.stringMatching(/notfound/i) });
  });

  it('refuses a malformed product id without calling the shop (exit 2)', async () => {
    const result = await createShell().run('catalog details 12345');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('a product id looks like PR00012, got "12345"');
  });

  it('shows other details, variants, related and similar perfumes', async () => {
    const shell = createShell();
    for (const command of [
      'catalog details PR00012',
      'catalog variants PR00012',
      'catalog related PR00012 --relation upsell',
      'catalog similar PR00012 --limit 3',
      'catalog suggest rose',
      'catalog filters --facet brands',
      'catalog rail CA00002 --name "For Her" --limit 4',
    ]) {
      const result = await shell.run(`${command} --json`);
      expect(result.code, `${command}: ${result.stderr}`).toBe(0);
      expect(result.json()).toBeTruthy();
    }
  });

  it('checks a pincode: served, then refused with --strict exit 1', async () => {
    const shell = createShell();
    const ok = await shell.run('catalog pincode 560001 --cin ATR-OUD-100 --json');
    expect(ok.code).toBe(0);
    expect(ok.json()).toMatchObject({ serviceable: true, pincode: '560001' });
    mock.shop.flags.unserviceablePincodes = ['560001'];
    const refused = await shell.run('catalog pincode 560001 --cin ATR-OUD-100 --strict');
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('Does not deliver to 560001');
    expect(refused.stderr).toContain('560001 is not serviceable');
  });

  it('lists reviews and the rating breakdown', async () => {
    const shell = createShell();
    const reviews = await shell.run('catalog reviews PR00012 --json');
    expect(reviews.code).toBe(0);
    expect(reviews.json().items[0]).toMatchObject({ productId: 'PR00012' });
    const rating = await shell.run('catalog rating PR00012 --json');
    expect(rating.code).toBe(0);
    expect(rating.json()).toMatchObject({ productId: 'PR00012', average: expect.any(Number), stars: expect.any(Array) });
  });

  it("holds enum and limit flags to the contract's rules: help shows the spec's values, a value past them is a usage error", async () => {
    const shell = createShell();
    const help = (await shell.run('catalog list --help')).stdout.replace(/\s+/g, ' ');
    expect(help).toContain(`sort by (${CatalogSortTypeRule.enum.join(', ')})`);
    expect(help).toContain(`perfumes per page (default 8) (${describeRule(catalogListInput.pageSize)})`);
    const limit = await shell.run('catalog similar PR00012 --limit 50');
    expect(limit.code).toBe(2);
    expect(limit.stderr).toContain(`--limit must be at most ${catalogSimilarInput.limit.maximum}`);
    const page = await shell.run(`orders list --page-size ${PageSizeRule.maximum + 1}`);
    expect(page.code).toBe(2);
    const returned = await shell.run('returns return FL00000000001 --reason LEAKAGE --description leaked -q 50');
    expect(returned.code).toBe(2);
    expect(returned.stderr).toContain('--quantity must be at most 10 (1-10), got 50');
    const family = await shell.run('catalog list --family SMOKY');
    expect(family.code).toBe(2);
    expect(family.stderr).toContain(`--family must be one of ${FragranceFamilyRule.enum.join(', ')}`);
    const price = await shell.run(`catalog list --max-price ${MoneyRule.maximum + 1}`);
    expect(price.code).toBe(2);
    expect(price.stderr).toContain(`--max-price must be at most ${MoneyRule.maximum}`);
  });

  it('refuses a bad --sort value and an unknown flag as usage errors (exit 2)', async () => {
    const shell = createShell();
    const sort = await shell.run('catalog list --sort cheapest');
    expect(sort.code).toBe(2);
    expect(sort.stderr).toContain('--sort must be one of price_low_to_high');
    const flag = await shell.run('catalog list --colour red');
    expect(flag.code).toBe(2);
    expect(flag.stderr).toContain("unknown option '--colour'");
  });
});
