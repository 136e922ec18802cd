// @vitest-environment happy-dom
/**
 * A page's first blocks appear together, and the blocks after them only once they are on screen: a later
 * block shown in the first blocks' place would be pushed down when they arrive (a layout shift).
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

describe('the first blocks of a page', () => {
  it('show together under one placeholder, and the later blocks wait until they are on screen', async () => {
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
    // the heading's code is here, but it shows with the first block; the story waits for both
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'About us' })).toBeNull();
    expect(screen.queryByText('Since 1952.')).toBeNull();

    advantagesCode.arrive();
    expect(await screen.findByText('Free Shipping')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'About us' })).toBeTruthy();
    expect(await screen.findByText('Since 1952.')).toBeTruthy();
    expect([...container.querySelectorAll('.block-frame')].map((f) => f.getAttribute('data-block'))).toEqual([
      'advantages',
      'pageHeading',
      'richText',
    ]);
  });
});
