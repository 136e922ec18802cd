// @vitest-environment happy-dom
/**
 * Every block of a page renders at once, in order, each in a suspense boundary of its own: the server
 * sends the whole page, and in the browser a block whose code is still on its way keeps a placeholder
 * in its place while the others show (and is hydrated once its code arrives).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { preloadable } from '../lib/preloadable.ts';
import { PageRenderer } from './page-renderer.tsx';
import { registry } from './registry.ts';
import { advantages, page, pageHeading, richText } from './blocks/test-content.ts';
import { patchDomForDomPurify } from './blocks/test-dom.ts';

patchDomForDomPurify();

// the code of the page's first block is still on its way: the registry's entry loads as the real one does
// (lib/preloadable.ts), from a module that arrives when the test says
let arrive: () => void = () => {};
const arrived = new Promise<void>((resolve) => (arrive = resolve));
const LateAdvantages = preloadable('block:late-advantages-test', async () => {
  await arrived;
  return () => <p>Free Shipping</p>;
}) as unknown as typeof registry.advantages;
const realAdvantages = registry.advantages;

beforeEach(() => {
  registry.advantages = LateAdvantages;
});
afterEach(() => {
  cleanup();
  registry.advantages = realAdvantages;
});

const frames = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('the blocks of a page', () => {
  it('render together in order; one whose code is on its way holds its place with a placeholder', async () => {
    // rendered inside an awaited act: React retries the block when its code arrives (after RTL's
    // synchronous render it did not, when a sibling block's code had already loaded: engine.test.tsx)
    const { container } = await act(async () =>
      render(
        <MemoryRouter>
          <PageRenderer
            page={page([
              advantages(1, ['Free Shipping']),
              pageHeading(2, 'About us'),
              richText(3, 'Our story', '<p>Since 1952.</p>'),
            ])}
          />
        </MemoryRouter>,
      ),
    );
    await frames(100);
    // the heading and the story are on screen; the first block's room is held, above them
    expect(screen.getByRole('heading', { name: 'About us' })).toBeTruthy();
    expect(await screen.findByText('Since 1952.')).toBeTruthy();
    expect(screen.queryByText('Free Shipping')).toBeNull();
    const first = container.firstElementChild;
    expect(first?.classList.contains('block-skeleton')).toBe(true);

    arrive();
    expect(await screen.findByText('Free Shipping')).toBeTruthy();
    expect(container.querySelector('.block-skeleton')).toBeNull();
    expect([...container.querySelectorAll('.block-frame')].map((f) => f.getAttribute('data-block'))).toEqual([
      'advantages',
      'pageHeading',
      'richText',
    ]);
  });
});
