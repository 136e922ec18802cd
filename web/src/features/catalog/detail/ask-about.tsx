/**
 * The product page's "Ask about this perfume" disclosure: a button the server draws as it is, and the
 * enquiry form, loaded the first time the shopper opens it (never with the page's first load).
 */
import { lazy, Suspense, useId, useState } from 'react';
import { Skeleton } from '../../../components/ui/status.tsx';

const loadEnquiry = () => import('./enquiry-form.tsx');
const EnquiryForm = lazy(loadEnquiry);

export function AskAbout({ cin, productName }: { cin: string; productName: string }) {
  const [open, setOpen] = useState(false);
  const formId = useId();
  return (
    <div className="pdp-ask">
      <button
        type="button"
        className="button button-quiet pdp-ask-toggle"
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onPointerEnter={() => void loadEnquiry()}
        onFocus={() => void loadEnquiry()}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide the question form' : 'Ask about this perfume'}
      </button>
      {open ? (
        <Suspense fallback={<Skeleton lines={5} label="Loading the question form" />}>
          <EnquiryForm id={formId} cin={cin} productName={productName} />
        </Suspense>
      ) : null}
    </div>
  );
}
