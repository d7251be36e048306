import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper, type QuantityStepperProps } from './quantity-stepper';

function Controlled(
  props: Partial<QuantityStepperProps> & { start?: number; onCommit?: (value: number) => void },
) {
  const [value, setValue] = useState(props.start ?? 1);
  return (
    <QuantityStepper
      label="Quantity"
      decreaseLabel="Decrease quantity"
      increaseLabel="Increase quantity"
      max={3}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onCommit?.(next);
      }}
    />
  );
}

describe('QuantityStepper', () => {
  it('is a labelled group with a spin button and named − / + buttons', () => {
    render(<Controlled />);
    expect(screen.getByRole('group', { name: 'Quantity' })).toBeInTheDocument();
    const field = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(field).toHaveValue(1);
    expect(field).toHaveAttribute('min', '1');
    expect(field).toHaveAttribute('max', '3');
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('steps within min..max and stays focusable at a bound', async () => {
    const onCommit = vi.fn();
    render(<Controlled onCommit={onCommit} />);
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    await userEvent.click(plus);
    await userEvent.click(plus);
    await userEvent.click(plus);
    expect(screen.getByRole('spinbutton')).toHaveValue(3);
    expect(onCommit.mock.calls).toEqual([[2], [3]]);
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    expect(plus).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(onCommit).toHaveBeenLastCalledWith(2);
  });

  it('commits typing on Enter or blur, clamped, and restores nonsense', async () => {
    const onCommit = vi.fn();
    render(<Controlled onCommit={onCommit} start={2} />);
    const field = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(field);
    await userEvent.type(field, '9{Enter}');
    expect(onCommit).toHaveBeenLastCalledWith(3);
    expect(field).toHaveValue(3);
    await userEvent.clear(field);
    await userEvent.tab();
    expect(field).toHaveValue(3);
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('can hide its label visually and point at a message', () => {
    render(
      <>
        <Controlled label="Quantity of Amber Oud" hideLabel describedBy="stock-note" />
        <p id="stock-note">Only 3 left</p>
      </>,
    );
    const field = screen.getByRole('spinbutton', { name: 'Quantity of Amber Oud' });
    expect(field).toHaveAccessibleDescription('Only 3 left');
    expect(screen.getByText('Quantity of Amber Oud')).toHaveClass('ui-visually-hidden');
  });
});
