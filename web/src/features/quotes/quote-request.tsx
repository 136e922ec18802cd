/**
 * "Request a quote" on the product page: a bulk quantity, a title, the delivery address from the
 * address book and a note for the seller; `quotes.addItem` starts the draft, `quotes.submit` sends it.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Schemas } from '@attar/sdk';
import { FormField, SelectField, TextAreaField } from '../../components/ui/form-field.tsx';
import { ErrorState, Skeleton } from '../../components/ui/status.tsx';
import { useLatch } from '../../lib/use-latch.ts';
import { useAction } from '../../data/use-action.ts';
import { MAX_QUOTE_QUANTITY, requestQuote } from './quote-actions.ts';
import './quotes.css';

type Errors = Partial<Record<'quantity' | 'title' | 'address', string>>;

export function validateQuoteRequest(value: { quantity: string; title: string; addressId: string }): Errors {
  const errors: Errors = {};
  const n = Number(value.quantity);
  if (!/^[0-9]+$/.test(value.quantity.trim()) || n < 1 || n > MAX_QUOTE_QUANTITY) errors.quantity = `Enter a quantity from 1 to ${MAX_QUOTE_QUANTITY.toLocaleString('en-IN')}.`;
  if (!value.title.trim()) errors.title = 'Give the quote a title.';
  if (!value.addressId) errors.address = 'Choose a delivery address.';
  return errors;
}

export function QuoteRequest({ cin, productName }: { cin: string; productName: string }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<Schemas['Quote']>();
  const formId = useId();

  if (sent) {
    return (
      <div className="quote-request quote-sent" role="status">
        <p>
          Quote {sent.quoteId} sent. The seller answers with a price within a day.{' '}
          <Link to="/profile/quotes">See your quotes</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="quote-request">
      <button type="button" className="button button-quiet" aria-expanded={open} aria-controls={formId} onClick={() => setOpen((o) => !o)}>
        Request a quote
      </button>
      {open ? (
        <div id={formId}>
          <QuoteRequestForm cin={cin} productName={productName} onSent={setSent} />
        </div>
      ) : null}
    </div>
  );
}

function QuoteRequestForm({ cin, productName, onSent }: { cin: string; productName: string; onSent: (quote: Schemas['Quote']) => void }) {
  const { data: addresses, error, isLoading, mutate: reload } = useAction('addressList', {});
  const [quantity, setQuantity] = useState('10');
  const [title, setTitle] = useState(`${productName} in bulk`);
  const [note, setNote] = useState('');
  const [chosen, setChosen] = useState<string>();
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);
  const sendingLatch = useLatch();
  const draftRef = useRef<string | undefined>(undefined);

  if (isLoading && !addresses) return <Skeleton lines={3} label="Loading your addresses" />;
  if (error && !addresses) return <ErrorState error={error} title="Your addresses did not load" onRetry={() => void reload()} />;
  const list = addresses ?? [];
  const addressId = chosen ?? list.find((a) => a.defaultShippingAddress === 'Y')?.addressId ?? list[0]?.addressId ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateQuoteRequest({ quantity, title, addressId });
    setErrors(found);
    if (Object.keys(found).length || !sendingLatch.take()) return;
    setSending(true);
    setProblem(undefined);
    const result = await requestQuote({ cin, quantity: Number(quantity), title, note, addressId }, draftRef.current);
    setSending(false);
    if ('error' in result) {
      sendingLatch.release();
      draftRef.current = result.draftId;
      setProblem(result.error);
      return;
    }
    onSent(result.quote);
  };

  return (
    <form className="quote-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Request a quote">
      <p className="quote-form-intro">Buying for an event or a shop? Ask for a bulk price; the seller answers within a day.</p>
      <FormField label="Quantity" inputMode="numeric" value={quantity} error={errors.quantity} hint={`Up to ${MAX_QUOTE_QUANTITY.toLocaleString('en-IN')}`} onChange={(e) => setQuantity(e.target.value)} />
      <FormField label="Quote title" value={title} error={errors.title} onChange={(e) => setTitle(e.target.value)} />
      {list.length === 0 ? (
        <p className="field-error" role="alert">
          Add a delivery address to your <Link to="/profile/addresses">address book</Link> first.
        </p>
      ) : (
        <SelectField
          label="Deliver to"
          value={addressId}
          error={errors.address}
          onChange={(e) => setChosen(e.target.value)}
          options={list.map((a) => ({ value: a.addressId, label: `${a.addressee}, ${a.line1}, ${a.cityOrArea} ${a.zipcode}` }))}
        />
      )}
      <TextAreaField label="Note for the seller (optional)" rows={3} maxLength={500} value={note} hint="Dates, gift wrapping, a message on the boxes." onChange={(e) => setNote(e.target.value)} />
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={sending || list.length === 0}>
        {sending ? 'Sending…' : 'Send quote request'}
      </button>
    </form>
  );
}
