// @vitest-environment happy-dom
/** The portfolio: filters narrow the cards; a card opens a modal with details and notes; Escape or Close returns focus. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Schemas } from '@attar/sdk';
import { PortfolioBlock } from './portfolio.tsx';
import { block, elementId, field } from './test-content.ts';

const project = (n: number, categoryName: string, heading: string): Schemas['PortfolioProject'] => ({
  projectId: `PF0000${n}`,
  categoryName,
  heading,
  subHeading: `${heading} in short`,
  image: { url: `/media/banners/portfolio-${n}.svg`, altText: heading, width: 800, height: 600 },
  modalHeading: `${heading}: the full story`,
  details: { client: `Client ${n}`, date: 'March 2025', spec: `Spec ${n}`, location: 'Kannauj, Uttar Pradesh' },
  notes: `Notes about ${heading}.`,
});

const portfolio = block('portfolio', 1, [
  {
    elementId: elementId(),
    fields: { heading: field('Projects'), subHeading: field('Pick a category to filter') },
    filters: [
      { label: 'All', categoryName: 'all' },
      { label: 'Attar distillation', categoryName: 'Attar distillation' },
      { label: 'Festive gifting', categoryName: 'Festive gifting' },
    ],
    projects: [
      project(1, 'Attar distillation', 'Gulab season'),
      project(2, 'Attar distillation', 'Mitti attar'),
      project(3, 'Festive gifting', 'Diwali gift boxes'),
    ],
  },
]);

const renderPortfolio = () =>
  render(
    <MemoryRouter>
      <PortfolioBlock block={portfolio} />
    </MemoryRouter>,
  );
const cards = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const dialog = () => document.querySelector('dialog')!;

afterEach(cleanup);

describe('portfolio', () => {
  it('filters the cards with pressed-state buttons', () => {
    renderPortfolio();
    expect(cards()).toEqual(['Gulab season', 'Mitti attar', 'Diwali gift boxes']);
    const all = screen.getByRole('button', { name: 'All' });
    const gifting = screen.getByRole('button', { name: 'Festive gifting' });
    expect(all.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(gifting);
    expect(gifting.getAttribute('aria-pressed')).toBe('true');
    expect(all.getAttribute('aria-pressed')).toBe('false');
    expect(cards()).toEqual(['Diwali gift boxes']);
    expect(screen.getByRole('status').textContent).toBe('1 project in Festive gifting');
    fireEvent.click(all);
    expect(cards()).toHaveLength(3);
  });

  it('opens a modal with the heading, the details and the notes, focused on Close', () => {
    renderPortfolio();
    fireEvent.click(screen.getByRole('button', { name: 'Mitti attar' }));
    expect(dialog().open).toBe(true);
    const modal = within(dialog());
    expect(modal.getByRole('heading', { level: 2 }).textContent).toBe('Mitti attar: the full story');
    expect(dialog().getAttribute('aria-labelledby')).toBe(modal.getByRole('heading', { level: 2 }).id);
    const details = [...dialog().querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(details).toEqual(['Client: Client 2', 'Date: March 2025', 'Spec: Spec 2', 'Location: Kannauj, Uttar Pradesh']);
    expect(modal.getByText('Notes about Mitti attar.')).toBeTruthy();
    expect(document.activeElement).toBe(modal.getByRole('button', { name: 'Close project details' }));
  });

  it('closes on Escape and gives focus back to the card that opened it', () => {
    renderPortfolio();
    const opener = screen.getByRole('button', { name: 'Gulab season' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('closes with the Close button, and keeps Tab inside while open', () => {
    renderPortfolio();
    const opener = screen.getByRole('button', { name: 'Diwali gift boxes' });
    fireEvent.click(opener);
    const close = within(dialog()).getByRole('button', { name: 'Close project details' });
    fireEvent.keyDown(dialog(), { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog(), { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(close);
    fireEvent.click(close);
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });
});
