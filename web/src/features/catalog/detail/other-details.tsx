/**
 * The product page's other details as tabs (catalogOtherDetails): size guide, buying guide, warranty,
 * certificate, manufacturer, add-ons (each can be taken into the bottle's personalisation), and the
 * cancellation and return policies, whose full text loads on request (catalogPolicy). Sections a
 * product does not have get no tab.
 */
import { useState } from 'react';
import type { Schemas } from '@attar/sdk';
import { Price } from '../../../components/ui/price.tsx';
import { ErrorState, Skeleton } from '../../../components/ui/status.tsx';
import { FieldText } from '../../../content/blocks/parts/rich-text-content.tsx';
import { useAction } from '../../../data/use-action.ts';
import { Tabs, type TabItem } from './tabs.tsx';

type Details = Schemas['ProductOtherDetails'];
type Guide = Schemas['ProductGuide'];
type PolicyRef = Schemas['ProductPolicyRef'];

export function OtherDetails({
  productId,
  headingId,
  onAddOn,
}: {
  productId: string;
  headingId: string;
  /** Takes an add-on into the bottle's personalisation (absent when the size cannot be bought). */
  onAddOn?: ((addOnId: string) => void) | undefined;
}) {
  const { data, error, mutate } = useAction('catalogOtherDetails', { productId });
  if (error && !data) return <ErrorState error={error} onRetry={() => void mutate()} title="These details did not load" />;
  if (!data) return <Skeleton lines={4} label="Loading the product details" />;
  const items = detailTabs(data, onAddOn);
  if (!items.length) return null;
  return (
    <section className="pdp-section pdp-details" aria-labelledby={headingId}>
      <h2 id={headingId}>Good to know</h2>
      <Tabs items={items} label="Product details" />
    </section>
  );
}

/** The tabs a product has, in a fixed order. */
export function detailTabs(d: Details, onAddOn?: (addOnId: string) => void): TabItem[] {
  const tabs: TabItem[] = [];
  if (d.sizeGuide) tabs.push({ id: 'size', label: 'Size guide', content: <GuideView guide={d.sizeGuide} /> });
  if (d.buyGuide) tabs.push({ id: 'buy', label: 'Buying guide', content: <GuideView guide={d.buyGuide} /> });
  if (d.warranty) {
    const w = d.warranty;
    tabs.push({
      id: 'warranty',
      label: 'Warranty',
      content: (
        <>
          <p>{w.available ? `Covered by a ${w.months ? `${w.months}-month ` : ''}warranty.` : 'This product has no warranty.'}</p>
          {w.terms ? <p>{w.terms}</p> : null}
        </>
      ),
    });
  }
  if (d.certificate) {
    const c = d.certificate;
    tabs.push({
      id: 'certificate',
      label: 'Certificate',
      content: (
        <dl className="pdp-facts">
          <dt>Certificate</dt>
          <dd>{c.name}</dd>
          <dt>Issued by</dt>
          <dd>{c.issuedBy}</dd>
          {c.certificateNo ? (
            <>
              <dt>Number</dt>
              <dd>{c.certificateNo}</dd>
            </>
          ) : null}
          {c.url && /^(\/(?!\/)|https:\/\/)/.test(c.url) ? (
            <>
              <dt>Document</dt>
              <dd>
                <a href={c.url} rel="noopener noreferrer">
                  View the certificate
                </a>
              </dd>
            </>
          ) : null}
        </dl>
      ),
    });
  }
  if (d.manufacturer) {
    const m = d.manufacturer;
    tabs.push({
      id: 'manufacturer',
      label: 'Manufacturer',
      content: (
        <dl className="pdp-facts">
          <dt>Made by</dt>
          <dd>{m.name}</dd>
          <dt>Address</dt>
          <dd>{m.address}</dd>
          <dt>Country of origin</dt>
          <dd>{m.countryOfOrigin}</dd>
          {m.email ? (
            <>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${m.email}`}>{m.email}</a>
              </dd>
            </>
          ) : null}
        </dl>
      ),
    });
  }
  if (d.addOns.length) {
    tabs.push({
      id: 'addons',
      label: 'Add-ons',
      content: (
        <ul className="pdp-addons">
          {d.addOns.map((a) => (
            <li key={a.addOnId}>
              <strong>{a.name}</strong> <Price amount={a.price} />
              {a.description ? <p>{a.description}</p> : null}
              {onAddOn ? (
                <button
                  type="button"
                  className="button button-quiet button-small"
                  aria-label={`Add to my bottle: ${a.name}`}
                  onClick={() => onAddOn(a.addOnId)}
                >
                  Add to my bottle
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ),
    });
  }
  tabs.push({ id: 'cancel', label: 'Cancellation', content: <PolicyView policy={d.cancelPolicy} /> });
  tabs.push({ id: 'return', label: 'Returns', content: <PolicyView policy={d.returnPolicy} /> });
  return tabs;
}

function GuideView({ guide }: { guide: Guide }) {
  return (
    <div className="pdp-guide">
      <h3>{guide.title}</h3>
      <FieldText field={{ value: guide.content, richTextEnabled: guide.richTextEnabled }} />
      {guide.image ? (
        <img
          src={guide.image.url}
          alt={guide.image.altText}
          width={guide.image.width ?? 480}
          height={guide.image.height ?? 320}
          loading="lazy"
          decoding="async"
        />
      ) : null}
    </div>
  );
}

function PolicyView({ policy }: { policy: PolicyRef }) {
  const [open, setOpen] = useState(false);
  const full = useAction('catalogPolicy', open ? { policyId: policy.policyId } : null);
  return (
    <div className="pdp-policy">
      <h3>{policy.title}</h3>
      <p className={policy.allowed ? 'pdp-policy-yes' : 'pdp-policy-no'}>
        {policy.allowed
          ? policy.windowDays !== undefined
            ? `Allowed within ${policy.windowDays} days.`
            : 'Allowed.'
          : 'Not allowed for this product.'}
      </p>
      <p>{policy.summary}</p>
      <button type="button" className="button button-quiet button-small" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Hide the full policy' : 'Read the full policy'}
      </button>
      {open ? (
        <div className="pdp-policy-full" aria-live="polite">
          {full.error && !full.data ? (
            <ErrorState error={full.error} onRetry={() => void full.mutate()} title="The policy did not load" />
          ) : !full.data ? (
            <Skeleton lines={3} label="Loading the policy" />
          ) : (
            <FieldText field={{ value: full.data.content, richTextEnabled: full.data.richTextEnabled }} />
          )}
        </div>
      ) : null}
    </div>
  );
}
