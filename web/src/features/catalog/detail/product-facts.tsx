/** The story of a perfume: its description, the fragrance pyramid and its other attributes. */
import { Fragment } from 'react';
import type { Schemas } from '@attar/sdk';
import { FieldText } from '../../../content/blocks/parts/rich-text-content.tsx';

type Product = Schemas['Product'];

export const CONCENTRATION_LABELS: Record<Product['concentration'], string> = {
  ATTAR: 'Attar (perfume oil)',
  PARFUM: 'Parfum',
  EDP: 'Eau de Parfum',
  EDT: 'Eau de Toilette',
  EDC: 'Eau de Cologne',
};

export const AUDIENCE_LABELS: Record<Product['audience'], string> = { MEN: 'For him', WOMEN: 'For her', UNISEX: 'Unisex' };

/** `FOUGERE` -> `Fougère`, `WOODY` -> `Woody`. */
export const familyLabel = (family: Product['fragranceFamily']): string =>
  family === 'FOUGERE' ? 'Fougère' : family.charAt(0) + family.slice(1).toLowerCase();

export function ProductFacts({ product }: { product: Product }) {
  const { notes } = product;
  const tiers = [
    { label: 'Top notes', values: notes.top },
    { label: 'Heart notes', values: notes.heart },
    { label: 'Base notes', values: notes.base },
  ].filter((t) => t.values.length);
  return (
    <section className="pdp-section pdp-story" aria-labelledby="pdp-story-title">
      <h2 id="pdp-story-title">About this perfume</h2>
      <div className="pdp-story-grid">
        <FieldText field={{ value: product.description, richTextEnabled: true }} className="pdp-description" />
        <div>
          {tiers.length ? (
            <>
              <h3 className="pdp-small-title">Notes</h3>
              <dl className="pdp-notes">
                {tiers.map((t) => (
                  <div key={t.label}>
                    <dt>{t.label}</dt>
                    <dd>{t.values.join(', ')}</dd>
                  </div>
                ))}
              </dl>
            </>
          ) : null}
          <h3 className="pdp-small-title">Details</h3>
          <dl className="pdp-facts">
            <dt>Fragrance family</dt>
            <dd>{familyLabel(product.fragranceFamily)}</dd>
            <dt>Concentration</dt>
            <dd>{CONCENTRATION_LABELS[product.concentration]}</dd>
            <dt>Made for</dt>
            <dd>{AUDIENCE_LABELS[product.audience]}</dd>
            {product.attributes.map((a) => (
              <Fragment key={a.name}>
                <dt>{a.name}</dt>
                <dd>{a.value}</dd>
              </Fragment>
            ))}
            {product.onSale || product.returnable === false ? (
              <>
                <dt>Returns</dt>
                <dd>{product.onSale ? 'Sale items cannot be returned.' : 'This item cannot be returned.'}</dd>
              </>
            ) : null}
          </dl>
        </div>
      </div>
    </section>
  );
}
