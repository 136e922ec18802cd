/**
 * axe-core through @axe-core/playwright: WCAG 2.0 A and AA and 2.1 AA, zero violations. A failure
 * prints each violation with its impact, the rule's help text and every failing element (its CSS
 * selector, a snippet of its HTML and axe's summary of how to fix it).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

export interface AxeOptions {
  /** Only check inside these selectors (default: the whole page). */
  include?: string[];
  /** Leave these selectors out (say why in the test). */
  exclude?: string[];
  /** Rule ids to skip (say why in the test). */
  disableRules?: string[];
}

type Results = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** Formats axe violations for a human reading a test failure. */
export function formatViolations(violations: Results['violations']): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 8)
        .map((n) => {
          const html = n.html.replace(/\s+/g, ' ').slice(0, 160);
          const fix = (n.failureSummary ?? '').replace(/\s*\n\s*/g, ' ').slice(0, 300);
          return `    - ${n.target.join(' ')}\n      ${html}\n      ${fix}`;
        })
        .join('\n');
      const more = v.nodes.length > 8 ? `\n    ... and ${v.nodes.length - 8} more` : '';
      return `  [${v.impact ?? 'n/a'}] ${v.id}: ${v.help} (${v.nodes.length} element${v.nodes.length === 1 ? '' : 's'})\n${nodes}${more}`;
    })
    .join('\n');
}

/** Runs axe on the page as it is now and fails with a readable list when anything is violated. */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  // colours are checked as they end up: let entrance animations (a block fading in as it scrolls into
  // view) finish, and make sure none starts right after (two quiet checks two frames apart)
  const quiet = () =>
    page.waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    );
  // two frames: what a scroll or an observer starts in the next frame is seen by the second check
  const twoFrames = () =>
    page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  try {
    await quiet();
    await twoFrames();
    await quiet();
  } catch {
    // an animation that never ends is checked as it is
  }
  // Legacy mode runs axe in the page itself. The default runs it per frame, then opens a second page to
  // merge the frames' results: that page cost half of every check (measured on `/` at 360 px: 14.6 s
  // against 7.6 s on a loaded machine, 2.5 s against 1.3 s on /faq). The storefront has no iframes, so
  // there is nothing to merge. Only violations carry every node; passes are not read.
  // (options first: AxeBuilder's options() replaces the rules withTags() chose)
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .setLegacyMode(true);
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();
  const path = new URL(page.url()).pathname;
  expect(violations.length, `axe: ${violations.length} violation(s) on ${path}\n${formatViolations(violations)}\n`).toBe(0);
}
