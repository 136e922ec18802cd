/** A quantity stepper (1 to `max`): minus and plus buttons named for the item, the value read out politely. */
import { useId } from 'react';

export interface QuantityStepperProps {
  /** What the quantity is of, for the labels ("Nimbu Fizz 50 ml"). */
  itemLabel: string;
  value: number;
  min?: number;
  max?: number;
  disabled?: boolean;
  onChange: (next: number) => void;
}

export function QuantityStepper({ itemLabel, value, min = 1, max = 10, disabled, onChange }: QuantityStepperProps) {
  const id = useId();
  return (
    <div className="stepper" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="visually-hidden">
        Quantity of {itemLabel}
      </span>
      <button
        type="button"
        className="stepper-button"
        aria-label={`Decrease quantity of ${itemLabel}`}
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className="stepper-value" aria-live="polite" aria-atomic="true">
        {value}
        <span className="visually-hidden"> of {itemLabel}</span>
      </output>
      <button
        type="button"
        className="stepper-button"
        aria-label={`Increase quantity of ${itemLabel}`}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
