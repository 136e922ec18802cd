// @vitest-environment happy-dom
/** What the shopper reads for a busy shop (429), wherever an error becomes words: toasts, forms, ErrorState. */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@attar/sdk';
import { api } from '../../data/client.ts';
import { addToCart } from '../../data/cart-actions.ts';
import { ErrorState, errorMessage } from './status.tsx';

const limited = (retryAfterSeconds?: number) =>
  new ApiError({
    status: 429,
    httpStatus: 429,
    message: 'Too many requests.',
    code: 'request.rateLimited',
    actiontag: 'cartAddItem',
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  });

afterEach(cleanup);

describe('a busy shop in words', () => {
  it.each([
    [5, 'The shop is busy — please try again in 5 seconds.'],
    [1, 'The shop is busy — please try again in 1 second.'],
    [120, 'The shop is busy — please try again in 2 minutes.'],
    [undefined, 'The shop is busy — please try again in a few seconds.'],
  ])('Retry-After %j reads "%s"', (seconds, text) => {
    expect(errorMessage(limited(seconds))).toBe(text);
  });

  it("keeps the shop's own words for other refusals", () => {
    expect(
      errorMessage(new ApiError({ status: 422, httpStatus: 422, message: 'That coupon has expired.', code: 'coupon.expired' })),
    ).toBe('That coupon has expired.');
  });

  it('is what a cart add that was refused for load says to the shopper', async () => {
    vi.spyOn(api.guest, 'addItem').mockResolvedValue({ error: limited(8) });
    expect(await addToCart('ATR-NIM-50', 1)).toBe('The shop is busy — please try again in 8 seconds.');
  });

  it('is what ErrorState shows, instead of the generic "did not load" text', () => {
    render(<ErrorState error={limited(3)} />);
    expect(screen.getByRole('alert').textContent).toContain('The shop is busy — please try again in 3 seconds.');
    expect(screen.getByRole('alert').textContent).not.toContain('Too many requests');
  });
});

describe("a limit of the shopper's own (429 with its own code)", () => {
  it("keeps the shop's sentence, which says what to do", () => {
    const enquiries = new ApiError({
      status: 429,
      httpStatus: 429,
      message: 'Too many enquiries from 9876543210. Try again in 45 minutes.',
      code: 'enquiry.rateLimited',
      retryAfterSeconds: 2700,
    });
    expect(errorMessage(enquiries)).toBe('Too many enquiries from 9876543210. Try again in 45 minutes.');
  });

  it("calls a proxy's 429 (no envelope, http.429) busy too", () => {
    expect(
      errorMessage(
        new ApiError({
          status: 429,
          httpStatus: 429,
          message: 'The shop refused catalogList (429)',
          code: 'http.429',
          retryAfterSeconds: 2,
        }),
      ),
    ).toBe('The shop is busy — please try again in 2 seconds.');
  });
});
