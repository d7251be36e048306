import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** As typed at registration; uniqueness is on lower(email). */
    email: text('email').notNull(),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    membershipTier: text('membership_tier'),
    country: text('country'),
    language: text('language'),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    dateJoined: instant('date_joined').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    check(
      'users_membership_tier',
      sql`${t.membershipTier} is null or ${t.membershipTier} in ('silver', 'gold', 'black')`,
    ),
  ],
);

/**
 * One login session: every refresh token issued by rotation from one login shares the family.
 * Presenting a spent refresh token revokes the family, which also ends its access tokens (they
 * carry the family id and are checked against it).
 */
export const tokenFamilies = pgTable(
  'token_families',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    revokedAt: instant('revoked_at'),
    /** `logout`, `reuse` (a spent token came back) ... */
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('token_families_user_idx').on(t.userId)],
);

/** Opaque refresh tokens, stored only as their SHA-256 so a database leak yields no usable token. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => tokenFamilies.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    /** Set when rotated; a second use of the token is the reuse signal. */
    usedAt: instant('used_at'),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

/**
 * Password reset links: one row per link e-mailed (`POST /api/users/password-reset/`), stored only
 * as the token's SHA-256 (the link itself lives in the member's inbox). Single use (`used_at`),
 * valid until `expires_at`; a reset spends every open link of the member.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);
