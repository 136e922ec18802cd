/**
 * `/checkout?buyNowCin=…&quantity=…[&personalisation=…]`: where a guest who pressed Buy now comes back
 * after signing in. Opens the buy-now checkout once, with the personalisation the route carries, then
 * shows it (`/checkout?buyNow=<checkoutId>`).
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Skeleton } from '../../components/ui/status.tsx';
import type { Schemas } from '@attar/sdk';
import { buyNow, PERSONALISATION_PARAM, type Personalisation } from '../../data/cart-actions.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isEntry = (value: unknown): value is Schemas['Customization'] =>
  isRecord(value) && typeof value.name === 'string' && typeof value.value === 'string';

/**
 * The personalisation a buy-now route carries: none, the fields an add takes (the shop checks their
 * values, as for any add), or a problem when the parameter is there but cannot be read (a bottle is
 * never bought without the engraving the shopper chose).
 */
export function carriedPersonalisation(params: URLSearchParams): { personalisation?: Personalisation } | { problem: string } {
  const raw = params.get(PERSONALISATION_PARAM);
  if (raw === null) return {};
  const unreadable = { problem: 'The personalisation of this bottle could not be read. Choose it again on the product page.' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return unreadable;
  }
  if (
    !isRecord(parsed) ||
    (parsed.customization !== undefined && !(Array.isArray(parsed.customization) && parsed.customization.every(isEntry)))
  )
    return unreadable;
  const { offer, custom, customType, customization } = parsed;
  return {
    personalisation: {
      ...(typeof offer === 'string' ? { offer } : {}),
      ...(typeof custom === 'boolean' ? { custom } : {}),
      ...(typeof customType === 'string' ? { customType } : {}),
      ...(customization ? { customization: customization as Schemas['Customization'][] } : {}),
    },
  };
}

/** What a buy-now route carries besides the item. */
export type Carried = ReturnType<typeof carriedPersonalisation>;

export interface BuyNowStartProps {
  cin: string;
  quantity: number;
  /** What the route carries: the personalisation, or why it could not be read (then nothing is bought). */
  carried?: Carried;
}

export function BuyNowStart({ cin, quantity, carried = {} }: BuyNowStartProps) {
  const navigate = useNavigate();
  const unreadable = 'problem' in carried ? carried.problem : undefined;
  const [problem, setProblem] = useState<string | undefined>(unreadable);
  const started = useRef(false);
  const personalisation = 'personalisation' in carried ? carried.personalisation : undefined;

  useEffect(() => {
    if (started.current || unreadable) return;
    started.current = true;
    void buyNow(cin, quantity, personalisation).then((result) => {
      if ('route' in result) navigate(result.route, { replace: true });
      else setProblem(result.error);
    });
  }, [cin, quantity, personalisation, unreadable, navigate]);

  if (problem) {
    return (
      <div className="checkout-empty" role="alert">
        <p>{problem}</p>
        <Link className="button" to="/cart">
          Go to your cart
        </Link>
      </div>
    );
  }
  return <Skeleton lines={4} label="Opening your checkout" />;
}
