/**
 * Where a shipment's return or replacement stands: the request and its step, the refund and where it
 * goes while a return's refund is on its way, or, when the inspection rejected the request, what it
 * found and what the shopper can do next (the item comes back; support looks again on request).
 */
import { Link } from 'react-router';
import { formatINR, type Schemas } from '@attar/sdk';
import { formatDate } from '../../lib/ist-dates.ts';
import { PAYMENT_MODE_LABEL } from './order-format.ts';
import { RefundAccountForm } from './refund-account-form.tsx';

interface AfterSaleStatusProps {
  request: Schemas['AfterSaleRequest'];
  fulfillmentId: string;
  paymentMode: Schemas['PaymentMode'];
}

export function AfterSaleStatus({ request, fulfillmentId, paymentMode }: AfterSaleStatusProps) {
  const rejected = request.status === 'REJECTED';
  const refundOpen = request.type === 'RETURN' && request.status !== 'REFUNDED' && !rejected;
  return (
    <div className={rejected ? 'after-sale-status after-sale-rejected' : 'after-sale-status'}>
      <h3>{request.type === 'RETURN' ? 'Your return' : 'Your replacement'}</h3>
      <p>
        Request {request.requestId} for {request.quantity} {request.quantity === 1 ? 'item' : 'items'}, made on{' '}
        {formatDate(request.createdAt)}: <strong>{request.status.toLowerCase()}</strong>.
        {request.refundAmount !== undefined ? ` Refund: ${formatINR(request.refundAmount)}.` : ''}
      </p>
      {rejected ? (
        <>
          <p className="after-sale-reason">
            <span className="after-sale-reason-label">What our inspection found:</span>{' '}
            {request.rejectionReason ?? 'The item did not qualify under our return policy.'}
          </p>
          <p>
            {request.type === 'RETURN' ? 'There is no refund for this return.' : 'No replacement will be sent.'} We send the item
            back to you at no cost. If you think we got it wrong, <Link to="/contact">contact us</Link> and quote request{' '}
            {request.requestId}; you can read what qualifies in <Link to="/return-policy">our return policy</Link>.
          </p>
        </>
      ) : null}
      {refundOpen ? (
        <>
          <p className="muted">
            The refund goes back the way you paid ({PAYMENT_MODE_LABEL[paymentMode]}) unless you give us an account for it.
          </p>
          <RefundAccountForm fulfillmentId={fulfillmentId} provided={Boolean(request.refundAccountProvided)} />
        </>
      ) : null}
    </div>
  );
}
