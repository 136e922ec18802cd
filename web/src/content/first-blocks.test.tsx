// @vitest-environment happy-dom
/**
 * Every block of a page renders at once, in order, each in a suspense boundary of its own: the server
 * sends the whole page, and in the browser a block whose code is still on its way keeps a placeholder
 * in its place while the others show (and is hydrated once its code arrives).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PageRenderer } from './page-renderer.tsx';
import { advantages, page, pageHeading, richText } from './blocks/test-content.ts';
import { patchDomForDomPurify } from './blocks/test-dom.ts';

patchDomForDomPurify();

// the code of the page's first block is still on its way
const advantagesCode = vi.hoisted(() => {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrive: () => arrive(), arrived };
});
vi.mock('./blocks/advantages.tsx', async () => {
  await advantagesCode.arrived;
  return { AdvantagesBlock: () => <p>Free Shipping</p> };
});
vi.mock('../data/use-action.ts', () => ({
  useAction: () => ({ data: undefined, error: undefined, isLoading: false, mutate: vi.fn() }),
}));

afterEach(cleanup);

const frames = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('the blocks of a page', () => {
  it('render together in order; one whose code is on its way holds its place with a placeholder', async () => {
    const { container } = render(
      <MemoryRouter>
        <PageRenderer
          page={page([
            advantages(1, ['Free Shipping']),
            pageHeading(2, 'About us'),
            richText(3, 'Our story', '<p>Since 1952.</p>'),
          ])}
        />
      </MemoryRouter>,
    );
    await frames(100);
    // the heading and the story are on screen; the first block's room is held, above them
    expect(screen.getByRole('heading', { name: 'About us' })).toBeTruthy();
    expect(await screen.findByText('Since 1952.')).toBeTruthy();
    expect(screen.queryByText('Free Shipping')).toBeNull();
    const first = container.firstElementChild;
    expect(first?.classList.contains('block-skeleton')).toBe(true);

    advantagesCode.arrive();
    expect(await screen.findByText('Free Shipping')).toBeTruthy();
    expect(container.querySelector('.block-skeleton')).toBeNull();
    expect([...container.querySelectorAll('.block-frame')].map((f) => f.getAttribute('data-block'))).toEqual([
      'advantages',
      'pageHeading',
      'richText',
    ]);
  });
});
