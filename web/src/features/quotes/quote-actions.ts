/**
 * Price quotes for bulk orders (order service `quotes*`), shown only when the site configuration
 * switches `features.quotes` on and a buyer is signed in: a draft is started with the perfume and
 * submitted in one go from the product page; the buyer's quotes are listed under /profile/quotes.
 */
import { mutate } from 'swr';
import type { Schemas } from '@attar/sdk';
import { quotesAddItemInput } from '@attar/sdk/rules';
import { errorMessage } from '../../components/ui/status.tsx';
import { api } from '../../data/client.ts';
import { matchActions } from '../../data/keys.ts';

export const QUOTES_PAGE_SIZE = 10;
/** The most units one quote line takes (the contract's rule). */
export const MAX_QUOTE_QUANTITY = quotesAddItemInput.quantity.maximum;

export const QUOTE_STATUS: Record<Schemas['QuoteStatus'] | 'draft', string> = {
  draft: 'Draft',
  S: 'Submitted',
  R: 'Price offered',
  A: 'Accepted',
  D: 'Declined',
  C: 'Cancelled',
};

export const quoteStatusLabel = (status: Schemas['QuoteStatus'] | undefined): string => QUOTE_STATUS[status ?? 'draft'];

/** A quote still takes notes: a draft, submitted or revised one. */
export const quoteIsOpen = (status: Schemas['QuoteStatus'] | undefined): boolean => !status || status === 'S' || status === 'R';

export interface QuoteRequestInput {
  cin: string;
  quantity: number;
  title: string;
  note: string;
  addressId: string;
}

/** Every quote read is stale after a change. */
export const revalidateQuotes = (): Promise<unknown> => mutate(matchActions('quotesList', 'quotesGet'));

/**
 * Starts a draft with one perfume and submits it to the seller. Resolves to the submitted quote or
 * to the refusal to show. A draft left by a failed submit is reused on the next try.
 */
export async function requestQuote(
  input: QuoteRequestInput,
  draftId?: string,
): Promise<{ quote: Schemas['Quote'] } | { error: string; draftId?: string | undefined }> {
  let id = draftId;
  if (!id) {
    const added = await api.quotes.addItem({ cin: input.cin, quantity: input.quantity });
    if (added.error) return { error: errorMessage(added.error) };
    id = added.data.quoteId;
  }
  const note = input.note.trim();
  const submitted = await api.quotes.submit({
    id,
    quoteTitle: input.title.trim(),
    ...(note ? { clientNote: note } : {}),
    shippingAddress: { addressId: input.addressId },
  });
  void revalidateQuotes();
  if (submitted.error) return { error: errorMessage(submitted.error), draftId: id };
  return { quote: submitted.data };
}

/** Adds a note for the seller; resolves to the refusal, or undefined. */
export async function addQuoteNote(id: string, note: string): Promise<string | undefined> {
  const result = await api.quotes.addClientNote({ id, note: note.trim() });
  void revalidateQuotes();
  return result.error ? errorMessage(result.error) : undefined;
}

/** Accepts or declines the seller's price, or cancels the quote; resolves to the refusal, or undefined. */
export async function answerQuote(id: string, quoteStatus: 'A' | 'D' | 'C'): Promise<string | undefined> {
  const result = await api.quotes.setStatus({ id, quoteStatus });
  void revalidateQuotes();
  return result.error ? errorMessage(result.error) : undefined;
}
