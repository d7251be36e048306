import { sql } from 'drizzle-orm';
import { staff } from '../../db/schema';
import type { Database } from '../../db/database';
import { recordAudit } from '../audit';
import { hashPassword } from '../auth';
import { newOneTimePassword } from './one-time-password';
import { countOwners, insertStaff } from './queries';

export interface CreatedOwner {
  id: number;
  email: string;
  oneTimePassword: string;
}

export class CreateOwnerError extends Error {}

/**
 * The first owner of a shop on its own database (`npm run admin:create-owner`): a one-time password
 * to replace at first sign-in. Refuses when an owner exists (the owner invites everyone else from
 * the console) or the e-mail has an account.
 */
export async function createOwner(
  db: Database,
  input: { email: string; name: string },
): Promise<CreatedOwner> {
  const email = input.email.trim();
  const name = input.name.trim();
  if (!/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/.test(email) || email.length > 254)
    throw new CreateOwnerError(`Not an e-mail address: ${email}`);
  if (name.length < 1 || name.length > 120)
    throw new CreateOwnerError('The name must have 1 to 120 characters');
  const oneTimePassword = newOneTimePassword();
  const passwordHash = await hashPassword(oneTimePassword);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    // Serialises two commands run at once: the second waits here and then sees the first's owner.
    await tx.execute(sql`lock table ${staff} in share row exclusive mode`);
    if ((await countOwners(tx)) > 0)
      throw new CreateOwnerError('An owner exists already; owners invite staff from the console (/admin/)');
    const row = await insertStaff(tx, { email, name, role: 'owner', passwordHash, mustChangePassword: true });
    if (!row) throw new CreateOwnerError(`A staff account with the e-mail ${email} exists already`);
    await recordAudit(
      tx,
      { id: null, email: 'admin:create-owner' },
      {
        action: 'staff.create_owner',
        entity: 'staff',
        entityId: String(row.id),
        before: null,
        after: { email: row.email, name: row.name, role: 'owner' },
      },
    );
    return { id: row.id, email: row.email, oneTimePassword };
  });
}
