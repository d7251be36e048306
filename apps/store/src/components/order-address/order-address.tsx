import type { Address } from '@atelier/api/schema';
import { Fragment, type ReactNode } from 'react';
import './order-address.css';

/**
 * A delivery address as a postal block: name, street lines, then the locality line. The checkout
 * review and the pay page write the postal code last (as typed in the checkout form); the
 * account's order detail writes it first. `children` is an extra last line (phone, country).
 */
export function OrderAddress({
  address,
  postalCodeFirst = false,
  className,
  children,
}: {
  address: Address;
  postalCodeFirst?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const locality = postalCodeFirst
    ? [address.postal_code, address.city, address.state]
    : [address.city, address.state, address.postal_code];
  const lines: ReactNode[] = [
    `${address.first_name} ${address.last_name}`,
    address.line1,
    address.line2,
    locality.filter(Boolean).join(' '),
    children,
  ].filter(Boolean);
  // One element per line, so each line can be found (and read) on its own; each isolated (bdi) so
  // "1 Orchard Road" keeps its number in front inside Arabic text.
  return (
    <address className={className ? `order-address ${className}` : 'order-address'}>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          <bdi>{line}</bdi>
        </Fragment>
      ))}
    </address>
  );
}
