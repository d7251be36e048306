import type { Address } from '@atelier/api/schema';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderAddress } from './order-address';

afterEach(cleanup);

const ADDRESS: Address = {
  first_name: 'Lan',
  last_name: 'Nguyen',
  line1: '1 Orchard Road',
  line2: '#05-01',
  city: 'Singapore',
  state: null,
  postal_code: '238823',
  country: 'sg',
  phone: '+65 9123 4567',
};

/** The address's lines as a reader sees them (one per `<br>`). */
function lines(container: HTMLElement): string[] {
  const block = container.querySelector('address')!;
  return block.innerHTML.split('<br>').map((part) => part.replace(/<[^>]+>/g, ''));
}

describe('OrderAddress', () => {
  it('writes name, street lines and the locality with the postal code last', () => {
    const { container } = render(<OrderAddress address={ADDRESS} />);
    expect(lines(container)).toEqual(['Lan Nguyen', '1 Orchard Road', '#05-01', 'Singapore 238823']);
  });

  it('gives each line its own element, so a line can be found by its text', () => {
    render(<OrderAddress address={ADDRESS} />);
    expect(screen.getByText('1 Orchard Road')).toBeInTheDocument();
    expect(screen.getByText('Singapore 238823')).toBeInTheDocument();
  });

  it('leaves out an empty second line and empty locality parts, and can put the postal code first', () => {
    const { container } = render(
      <OrderAddress address={{ ...ADDRESS, line2: null, state: 'Central' }} postalCodeFirst />,
    );
    expect(lines(container)).toEqual(['Lan Nguyen', '1 Orchard Road', '238823 Singapore Central']);
  });

  it('adds an extra last line and keeps the caller’s class', () => {
    const { container } = render(
      <OrderAddress address={{ ...ADDRESS, postal_code: null }} className="account-page__address">
        {ADDRESS.phone}
      </OrderAddress>,
    );
    expect(lines(container)).toEqual([
      'Lan Nguyen',
      '1 Orchard Road',
      '#05-01',
      'Singapore',
      '+65 9123 4567',
    ]);
    expect(container.querySelector('address')).toHaveClass('order-address', 'account-page__address');
  });
});
