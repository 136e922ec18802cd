/**
 * The buyer's price quotes under /profile/quotes (only when the store switches quotes on): ten to a
 * page, newest first, the page in the URL; each with its status and price, and opened, its items, the
 * seller's offers, the buyer's notes, a note form while it is open, and accept / decline of an offer.
 */
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Schemas } from '@attar/sdk';
import { quotesAddClientNoteInput } from '@attar/sdk/rules';
import { TextAreaField } from '../../components/ui/form-field.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { Price } from '../../components/ui/price.tsx';
import { ErrorState, Skeleton } from '../../components/ui/status.tsx';
import { useAction } from '../../data/use-action.ts';
import { useForm } from '../../kit/use-form.ts';
import { formatDate } from '../../lib/ist-dates.ts';
import { addQuoteNote, answerQuote, QUOTES_PAGE_SIZE, quoteIsOpen, quoteStatusLabel } from './quote-actions.ts';
import './quotes.css';

const NOTE = quotesAddClientNoteInput.note;

/** A note to add: not blank, and as long as the contract takes. */
export const noteProblem = (value: string): string | undefined => {
  const length = [...value.trim()].length;
  if (length < NOTE.minLength) return 'Write a note first.';
  return length > NOTE.maxLength ? `Keep the note under ${NOTE.maxLength} characters.` : undefined;
};

const tone = (status: Schemas['QuoteStatus'] | undefined) =>
  status === 'A' ? 'done' : status === 'D' || status === 'C' ? 'quiet' : 'progress';

export function QuoteList() {
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, error, isLoading, mutate } = useAction('quotesList', {
    pageNum: page,
    pageSize: QUOTES_PAGE_SIZE,
    sortOrder: 'desc',
  });

  return (
    <section aria-labelledby="quotes-title" className="account-panel">
      <h2 id="quotes-title">Quotes</h2>
      {error && !data ? (
        <ErrorState error={error} onRetry={() => void mutate()} title="Your quotes did not load" />
      ) : isLoading || !data ? (
        <Skeleton lines={4} label="Loading your quotes" />
      ) : data.items.length === 0 ? (
        <div className="empty-state">
          <p>
            {page > 1
              ? 'There are no more quotes.'
              : 'You have not asked for a quote yet. Open a perfume and choose Request a quote for a bulk price.'}
          </p>
          <Link className="button" to="/shop">
            Browse perfumes
          </Link>
        </div>
      ) : (
        <>
          <ul className="quote-list" aria-label="Your quotes">
            {data.items.map((quote) => (
              <li key={quote.quoteId}>
                <QuoteCard quote={quote} />
              </li>
            ))}
          </ul>
          <Pager label="Quote pages" paging={data.paging} hrefFor={(n) => `?page=${n}`} />
        </>
      )}
    </section>
  );
}

export function QuoteCard({ quote }: { quote: Schemas['QuoteSummary'] }) {
  const [open, setOpen] = useState(false);
  const detailId = useId();
  const title = quote.quoteTitle ?? `Quote ${quote.quoteId}`;
  return (
    <article className="quote-card" aria-label={title}>
      <div className="quote-card-head">
        <h3>{title}</h3>
        <span className={`status-badge status-${tone(quote.quoteStatus)}`}>
          <span className="visually-hidden">Status: </span>
          {quoteStatusLabel(quote.quoteStatus)}
        </span>
      </div>
      <p className="quote-card-meta">
        {quote.quoteId} · asked {formatDate(quote.createdAt)} · {quote.itemCount} {quote.itemCount === 1 ? 'perfume' : 'perfumes'}{' '}
        · {quote.quoteStatus === 'R' || quote.quoteStatus === 'A' ? 'offered ' : 'list price '}
        <Price amount={quote.quotePrice} />
      </p>
      <button
        type="button"
        className="link-button"
        aria-expanded={open}
        aria-controls={detailId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Hide details' : 'Show details'}
        <span className="visually-hidden"> of {title}</span>
      </button>
      {open ? (
        <div id={detailId}>
          <QuoteDetail id={quote.quoteId} />
        </div>
      ) : null}
    </article>
  );
}

function QuoteDetail({ id }: { id: string }) {
  const { data: quote, error, isLoading, mutate } = useAction('quotesGet', { id });
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (error && !quote) return <ErrorState error={error} onRetry={() => void mutate()} title="This quote did not load" />;
  if (isLoading || !quote) return <Skeleton lines={3} label="Loading the quote" />;
  const offer = quote.revisions[quote.revisions.length - 1];

  const answer = async (status: 'A' | 'D' | 'C') => {
    if (busy) return;
    setBusy(true);
    setProblem(await answerQuote(id, status));
    setBusy(false);
  };

  return (
    <div className="quote-detail">
      <ul aria-label="Perfumes in this quote">
        {quote.items.map((item) => (
          <li key={item.cin}>
            {item.quantity} × {item.name} {item.variantLabel} at <Price amount={item.unitPrice} /> each
          </li>
        ))}
      </ul>
      {offer ? (
        <p>
          Seller&apos;s offer: <Price amount={offer.quotePrice} /> instead of <Price amount={offer.currentPrice} />. {offer.note}
        </p>
      ) : quote.quoteStatus === 'S' ? (
        <p>The seller answers with a price within a day of {quote.submittedAt ? formatDate(quote.submittedAt) : 'submitting'}.</p>
      ) : null}
      {quote.clientNotes.length ? (
        <div>
          <h4>Your notes</h4>
          <ul aria-label="Your notes">
            {quote.clientNotes.map((n) => (
              <li key={n.addedAt + n.note}>{n.note}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {quoteIsOpen(quote.quoteStatus) ? <QuoteNoteForm id={id} /> : null}
      {quote.quoteStatus === 'R' || quote.quoteStatus === 'S' ? (
        <div className="quote-actions">
          {quote.quoteStatus === 'R' ? (
            <>
              <button type="button" className="button button-small" disabled={busy} onClick={() => void answer('A')}>
                Accept the offer
              </button>
              <button type="button" className="button button-quiet button-small" disabled={busy} onClick={() => void answer('D')}>
                Decline the offer
              </button>
            </>
          ) : null}
          <button type="button" className="button button-quiet button-small" disabled={busy} onClick={() => void answer('C')}>
            Cancel the quote
          </button>
        </div>
      ) : null}
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

function QuoteNoteForm({ id }: { id: string }) {
  const form = useForm({ note: '' }, { rules: { note: noteProblem } });
  const submit = form.onSubmit(async (v) => {
    const problem = await addQuoteNote(id, v.note);
    if (problem) return { fields: { note: problem } };
    form.reset();
    return undefined;
  });

  return (
    <form className="quote-note-form" onSubmit={submit} noValidate aria-label={`Note for the seller on ${id}`}>
      <TextAreaField label="Add a note for the seller" rows={2} maxLength={NOTE.maxLength} {...form.field('note')} />
      <button type="submit" className="button button-quiet button-small" disabled={form.submitting}>
        {form.submitting ? 'Adding…' : 'Add note'}
      </button>
    </form>
  );
}
