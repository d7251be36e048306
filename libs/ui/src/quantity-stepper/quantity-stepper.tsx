import { MAX_LINE_QUANTITY } from '@atelier/commerce/cart';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { classNames } from '../internal/class-names';
import './quantity-stepper.css';

export interface QuantityStepperProps {
  /** Name of the field ("Quantity", or "Quantity of Amber Oud" in a list of lines). */
  label: string;
  /** Keep the label for screen readers only (a cart line already shows the product). */
  hideLabel?: boolean;
  value: number;
  min?: number;
  /** Usually the stock left; the + button stops there. */
  max?: number;
  /** Called with a whole number within min..max, once per change (buttons, or typing then Enter/leaving). */
  onChange: (value: number) => void;
  /** Names of the buttons, e.g. "Decrease quantity" / "Increase quantity". */
  decreaseLabel: string;
  increaseLabel: string;
  disabled?: boolean;
  /** Id of a message about the quantity (e.g. "Only 2 left"), read with the field. */
  describedBy?: string;
  id?: string;
  name?: string;
  className?: string;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * A number field with − and + buttons. Typing is committed on Enter or when leaving the field (not
 * on every keystroke), clamped to min..max. At a bound the button stays focusable but does nothing
 * (aria-disabled), so keyboard focus is never lost by pressing it.
 */
export function QuantityStepper({
  label,
  hideLabel = false,
  value,
  min = 1,
  max = MAX_LINE_QUANTITY,
  onChange,
  decreaseLabel,
  increaseLabel,
  disabled = false,
  describedBy,
  id,
  name,
  className,
}: QuantityStepperProps) {
  const generated = useId();
  const inputId = id ?? `quantity-${generated}`;
  const labelId = `${inputId}-label`;
  const upper = Math.max(min, max);
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  function commit(next: number) {
    const clamped = clamp(Math.round(next), min, upper);
    setDraft(String(clamped));
    if (clamped !== value) onChange(clamped);
  }

  function commitDraft() {
    const parsed = Number.parseInt(draft, 10);
    if (Number.isNaN(parsed)) setDraft(String(value));
    else commit(parsed);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitDraft();
    }
  }

  const atMin = value <= min;
  const atMax = value >= upper;
  return (
    <div
      className={classNames(
        'ui-quantity-stepper',
        disabled ? 'ui-quantity-stepper--disabled' : null,
        className,
      )}
      role="group"
      aria-labelledby={labelId}
    >
      <label
        id={labelId}
        htmlFor={inputId}
        className={hideLabel ? 'ui-visually-hidden' : 'ui-quantity-stepper__label'}
      >
        {label}
      </label>
      <div className="ui-quantity-stepper__controls">
        <button
          type="button"
          className="ui-quantity-stepper__button"
          aria-label={decreaseLabel}
          aria-controls={inputId}
          aria-disabled={disabled || atMin ? true : undefined}
          onClick={() => {
            if (!disabled && !atMin) commit(value - 1);
          }}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={inputId}
          name={name}
          className="ui-quantity-stepper__input"
          type="number"
          inputMode="numeric"
          min={min}
          max={upper}
          step={1}
          value={draft}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commitDraft}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="ui-quantity-stepper__button"
          aria-label={increaseLabel}
          aria-controls={inputId}
          aria-disabled={disabled || atMax ? true : undefined}
          onClick={() => {
            if (!disabled && !atMax) commit(value + 1);
          }}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
