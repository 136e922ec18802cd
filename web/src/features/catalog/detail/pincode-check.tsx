/**
 * "Deliver to": checks a 6-digit pincode for the chosen size (catalogCheckPincode) and shows the
 * delivery estimate or why the couriers cannot go there. Validated on blur and on submit; what the
 * shopper typed stays on any error. The answer follows the size when it changes.
 */
import { useState, type FormEvent } from 'react';
import { ApiError, type Schemas } from '@attar/sdk';
import { PincodeRule } from '@attar/sdk/rules';
import { FormField } from '../../../components/ui/form-field.tsx';
import { errorMessage } from '../../../components/ui/status.tsx';
import { useAction } from '../../../data/use-action.ts';
import { check, pincode as pincodeRule } from '../../../lib/validation.ts';
import { deliveryDay as dayOfDelivery } from '../../../lib/date-format.ts';

type Product = Pick<Schemas['Product'], 'sellerId' | 'storeId'>;

/** `2026-11-25` -> `Wed, 25 Nov` */
export const deliveryDay = (isoDate: string): string => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dayOfDelivery(date);
};

export function PincodeCheck({ product, cin }: { product: Product; cin: string }) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [checked, setChecked] = useState<string | null>(null);
  const input = checked
    ? {
        pincode: checked,
        cin,
        sellerId: product.sellerId,
        storeId: product.storeId,
        countryCode: 'IN',
        international: 0 as const,
      }
    : null;
  const { data, error, isLoading } = useAction('catalogCheckPincode', input, { keepPreviousData: false });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const trimmed = value.trim();
    const message = check(trimmed, pincodeRule);
    setProblem(message);
    if (!message) setChecked(trimmed);
  };

  const fieldError =
    problem ?? (error instanceof ApiError ? error.fieldErrors.find((f) => f.field === 'pincode')?.message : undefined);

  return (
    <section className="pdp-pincode" aria-labelledby="pdp-pincode-title">
      <h2 id="pdp-pincode-title" className="pdp-small-title">
        Check delivery
      </h2>
      <form noValidate onSubmit={submit} className="pdp-pincode-form">
        <FormField
          label="Pincode"
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={PincodeRule.maxLength}
          value={value}
          error={fieldError}
          hint="6 digits, for example 560001"
          onChange={(e) => {
            const next = e.target.value.replace(/[^0-9]/g, '').slice(0, PincodeRule.maxLength);
            setValue(next);
            // an error shown goes as soon as the pincode is right (while typing, never under a click)
            if (problem) setProblem(check(next, pincodeRule));
          }}
          onBlur={() => {
            // on leaving the field only a problem is shown, so nothing moves under the pointer
            const message = value ? check(value.trim(), pincodeRule) : undefined;
            if (message) setProblem(message);
          }}
        />
        <button type="submit" className="button button-quiet" disabled={isLoading}>
          {isLoading ? 'Checking…' : 'Check'}
        </button>
      </form>
      <div className="pdp-pincode-result" aria-live="polite">
        {!checked || problem ? null : isLoading ? (
          <p>Checking delivery to {checked}…</p>
        ) : error && !fieldError ? (
          <p className="pdp-pincode-no">{errorMessage(error)}</p>
        ) : data ? (
          data.serviceable ? (
            <p className="pdp-pincode-yes">
              <strong>{data.message}</strong>
              {data.estimate ? (
                <span className="pdp-pincode-days">
                  Delivery to {data.pincode} usually takes {data.estimate.minDays}–{data.estimate.maxDays} days (expected{' '}
                  {deliveryDay(data.estimate.estimatedDelivery)}).
                </span>
              ) : null}
            </p>
          ) : (
            <p className="pdp-pincode-no">{data.message}</p>
          )
        ) : null}
      </div>
    </section>
  );
}
