import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type TestDatabase } from '../../../test/support/databases';
import { auditLog, staff } from '../../db/schema';
import { verifyPassword } from '../auth';
import { createOwner, CreateOwnerError } from './create-owner';

describe.each(databases())('admin:create-owner on %s', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.create();
  });
  afterAll(() => database.drop());

  it('makes the first owner with a one-time password to replace at first sign-in, and refuses a second', async () => {
    const db = database.handle.db;
    const owner = await createOwner(db, { email: ' Boss@Shop.example ', name: 'Mei Tan' });
    const [row] = await db.select().from(staff).where(eq(staff.id, owner.id));
    expect(row).toMatchObject({
      email: 'Boss@Shop.example',
      name: 'Mei Tan',
      role: 'owner',
      mustChangePassword: true,
    });
    expect(await verifyPassword(row!.passwordHash, owner.oneTimePassword)).toBe(true);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(owner.id)));
    expect(entry).toMatchObject({
      staffId: null,
      staffEmail: 'admin:create-owner',
      action: 'staff.create_owner',
    });
    expect(JSON.stringify(entry)).not.toContain(owner.oneTimePassword);

    await expect(createOwner(db, { email: 'other@shop.example', name: 'Other' })).rejects.toThrow(
      CreateOwnerError,
    );
    await expect(createOwner(db, { email: 'other@shop.example', name: 'Other' })).rejects.toThrow(
      /owner exists/,
    );
    expect(await db.select().from(staff)).toHaveLength(1);
  });

  it('refuses an address that is not one', async () => {
    await expect(createOwner(database.handle.db, { email: 'not an address', name: 'X' })).rejects.toThrow(
      /Not an e-mail address/,
    );
  });
});
