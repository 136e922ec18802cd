// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fakeApi } from '../../test-support/fake-api.ts';
import { RatingForm } from './rating-form.tsx';

const api = fakeApi({ reviews: { rate: vi.fn(), updateRating: vi.fn(), add: vi.fn(), update: vi.fn() } });

const reply = (rating: number, message: string) => ({
  data: { reviewId: 'RV000401', productId: 'PR00003', fulfillmentId: 'FL26111500011', rating },
  meta: { message },
});
const form = (onDone = vi.fn(), current?: number) =>
  render(
    <RatingForm
      productId="PR00003"
      productName="Gulab Jal"
      fulfillmentId="FL26111500011"
      onDone={onDone}
      onCancel={vi.fn()}
      {...(current ? { current } : {})}
    />,
  );
const save = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save rating' })));

beforeEach(() => Object.values(api.reviews).forEach((f) => f.mockReset()));
afterEach(cleanup);

describe('rating only', () => {
  it('sends the stars alone through the rating call, not a review', async () => {
    const onDone = vi.fn();
    api.reviews.rate.mockResolvedValue(reply(4, 'Thanks for rating'));
    form(onDone);
    await save();
    expect(screen.getByText('Choose a rating from 1 to 5 stars.')).toBeTruthy();
    expect(api.reviews.rate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    await save();
    expect(api.reviews.rate).toHaveBeenCalledTimes(1);
    expect(api.reviews.rate.mock.calls[0]![0]).toEqual({ productId: 'PR00003', fulfillmentId: 'FL26111500011', rating: 4 });
    expect(api.reviews.add).not.toHaveBeenCalled();
    expect(onDone).toHaveBeenCalledWith('Thanks for rating.');
  });

  it('changes an earlier rating through the rating update call', async () => {
    const onDone = vi.fn();
    api.reviews.updateRating.mockResolvedValue(reply(2, 'Rating updated'));
    form(onDone, 5);
    expect((screen.getByRole('radio', { name: '5 stars' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '2 stars' }));
    await save();
    expect(api.reviews.updateRating.mock.calls[0]![0]).toEqual({
      productId: 'PR00003',
      fulfillmentId: 'FL26111500011',
      rating: 2,
    });
    expect(api.reviews.rate).not.toHaveBeenCalled();
    expect(onDone).toHaveBeenCalledWith('Rating updated.');
  });
});
