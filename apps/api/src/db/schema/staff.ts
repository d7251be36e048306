import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';

/** The operator console's accounts (issue 24); separate from shoppers (`users`). */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    /** As typed; uniqueness is on lower(email). */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** owner | staff | merchandiser | editor */
    role: text('role').notNull(),
    /** argon2id PHC string (modules/auth/passwords). */
    passwordHash: text('password_hash').notNull(),
    /** Set for a one-time password (invite, admin:create-owner); every operation but the change is refused. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Base32 RFC 6238 secret; kept while set up but unconfirmed (totp_enabled false). */
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** The last TOTP time step accepted, so one code cannot sign in twice. */
    totpLastStep: integer('totp_last_step'),
    disabledAt: instant('disabled_at'),
    createdAt: createdAt(),
    /** Raised by every change of the account (409 on a stale one). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('staff_email_lower_uq').on(sql`lower(${t.email})`),
    check('staff_role', sql`${t.role} in ('owner', 'staff', 'merchandiser', 'editor')`),
    check('staff_version_positive', sql`${t.version} >= 1`),
  ],
);

/**
 * A signed-in console session. The cookie carries a random 32-byte token; only its SHA-256 is
 * stored, so a database leak yields no usable session.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    csrfToken: text('csrf_token').notNull(),
    createdAt: createdAt(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    /** Absolute end (8 hours after sign-in); the idle end is last_seen_at + 30 minutes. */
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Who changed what, before → after, written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for changes made by a command (admin:create-owner); kept when the account goes. */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** The e-mail at the time, so the entry still reads after the account changes. */
    staffEmail: text('staff_email').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_staff_idx').on(t.staffId),
  ],
);
