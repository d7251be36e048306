import type { AddressBook, SavedAddressInput } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { notFound, unprocessable } from '../../http/errors';
import { lockUser } from '../users';
import { checkedAddress } from './address-check';
import {
  clearDefault,
  countAddresses,
  deleteOwnAddress,
  insertAddress,
  promoteLatest,
  selectAddresses,
  selectOwnAddress,
  updateAddress,
  type AddressBookRow,
} from './queries';

/** Addresses one member may keep (the contract's `maxItems`): enough for home, work and family. */
export const ADDRESS_BOOK_LIMIT = 20;

function savedAddressView(row: AddressBookRow): AddressBook['items'][number] {
  return {
    id: row.id,
    address: {
      first_name: row.firstName,
      last_name: row.lastName,
      line1: row.line1,
      line2: row.line2,
      city: row.city,
      state: row.state,
      postal_code: row.postalCode,
      country: row.country as AddressBook['items'][number]['address']['country'],
      phone: row.phone,
    },
    is_default: row.isDefault,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function getAddressBook(db: Database, userId: number): Promise<AddressBook> {
  const rows = await selectAddresses(db, userId);
  return { items: rows.map(savedAddressView) };
}

/**
 * Saves an address. A member's changes run one at a time (their user row is locked), so the limit
 * and the single default hold under concurrent requests; the first address is the default.
 */
export async function addAddress(
  db: Database,
  userId: number,
  body: SavedAddressInput,
): Promise<AddressBook> {
  const values = checkedAddress(body.address);
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const saved = await countAddresses(tx, userId);
    if (saved >= ADDRESS_BOOK_LIMIT) {
      throw unprocessable(
        'body.address',
        'address_book_full',
        `An address book keeps up to ${ADDRESS_BOOK_LIMIT} addresses.`,
      );
    }
    const isDefault = saved === 0 || body.is_default === true;
    if (isDefault) await clearDefault(tx, userId);
    await insertAddress(tx, userId, values, isDefault);
  });
  return getAddressBook(db, userId);
}

/** Replaces a saved address; `is_default: true` moves the default to it. */
export async function changeAddress(
  db: Database,
  userId: number,
  id: number,
  body: SavedAddressInput,
): Promise<AddressBook> {
  const values = checkedAddress(body.address);
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const current = await selectOwnAddress(tx, userId, id);
    if (!current) throw notFound('Address not found');
    const isDefault = current.isDefault || body.is_default === true;
    if (isDefault && !current.isDefault) await clearDefault(tx, userId);
    await updateAddress(tx, userId, id, values, isDefault);
  });
  return getAddressBook(db, userId);
}

/** Deletes a saved address (idempotent); the default's place goes to the latest of the rest. */
export async function removeAddress(db: Database, userId: number, id: number): Promise<AddressBook> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const removed = await deleteOwnAddress(tx, userId, id);
    if (removed?.isDefault) await promoteLatest(tx, userId);
  });
  return getAddressBook(db, userId);
}
