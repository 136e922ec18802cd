// @vitest-environment happy-dom
/** The FAQ: five questions in their index order, each opening and closing its answer, by mouse and keyboard. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { FaqAccordionBlock } from './faq-accordion.tsx';
import { block, elementId, field } from './test-content.ts';

const QUESTIONS = [
  'How long does processing take?',
  'When will it arrive?',
  'How do I track it?',
  'What does shipping cost?',
  'Do you ship on weekends?',
];
// given out of order: the accordion sorts by `index`
const faq = block(
  'faqAccordion',
  1,
  [3, 1, 5, 2, 4].map((index) => ({
    elementId: elementId(),
    index,
    fields: { faqTitle: field(QUESTIONS[index - 1]!), answer: field(`Answer ${index}`) },
  })),
);

const renderFaq = () =>
  render(
    <MemoryRouter>
      <FaqAccordionBlock block={faq} />
    </MemoryRouter>,
  );
const questions = () => screen.getAllByRole('button');

afterEach(cleanup);

describe('faq accordion', () => {
  it('lists the five questions as headings with buttons, in index order, all closed', () => {
    renderFaq();
    expect(questions().map((b) => b.textContent)).toEqual(QUESTIONS);
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(QUESTIONS);
    for (const button of questions()) expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('region')).toEqual([]);
    expect((screen.getByText('Answer 1').closest('[role="region"]') as HTMLElement).hidden).toBe(true);
  });

  it('opens and closes an answer, which is a region named by its question', () => {
    renderFaq();
    const second = screen.getByRole('button', { name: QUESTIONS[1] });
    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('true');
    const region = screen.getByRole('region', { name: QUESTIONS[1] });
    expect(region.id).toBe(second.getAttribute('aria-controls'));
    expect(region.textContent).toBe('Answer 2');
    fireEvent.click(screen.getByRole('button', { name: QUESTIONS[3] }));
    expect(screen.getAllByRole('region').map((r) => r.textContent)).toEqual(['Answer 2', 'Answer 4']);
    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getAllByRole('region').map((r) => r.textContent)).toEqual(['Answer 4']);
  });

  it('moves between questions with Down, Up, Home and End', () => {
    renderFaq();
    const [first, second, , , last] = questions();
    first!.focus();
    fireEvent.keyDown(first!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second!, { key: 'End' });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(last!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(last!, { key: 'Home' });
    expect(document.activeElement).toBe(first);
  });
});
