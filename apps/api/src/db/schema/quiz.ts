import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  boolean,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { products, tags } from './catalogue';
import type { LocalizedText } from './localized';
import { partners } from './partners';
import { users } from './users';

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: serial('id').primaryKey(),
    /** Stable seed key, e.g. `moment`. */
    key: text('key').notNull().unique(),
    /** The partner's own quiz; null for the store quiz. */
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
    multiple: boolean('multiple').notNull().default(false),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>(),
  },
  (t) => [index('quiz_questions_partner_idx').on(t.partnerId, t.sortOrder)],
);

export const quizAnswers = pgTable(
  'quiz_answers',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
    text: jsonb('text').$type<LocalizedText>().notNull(),
    image: text('image'),
    /** Scent mood ids the answer votes for. */
    moods: jsonb('moods').$type<number[]>().notNull().default([]),
    gender: text('gender'),
  },
  (t) => [
    index('quiz_answers_question_idx').on(t.questionId, t.sortOrder),
    check('quiz_answers_gender', sql`${t.gender} is null or ${t.gender} in ('Female', 'Male', 'Neutral')`),
  ],
);

export const quizAnswerTags = pgTable(
  'quiz_answer_tags',
  {
    answerId: integer('answer_id')
      .notNull()
      .references(() => quizAnswers.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.answerId, t.tagId] })],
);

/** Quiz result personalities; one per mood and quiz (store quiz, each partner). */
export const personalities = pgTable(
  'personalities',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    mood: smallint('mood').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>(),
    image: text('image'),
  },
  (t) => [check('personalities_mood', sql`${t.mood} between 0 and 3`)],
);

export const personalityProducts = pgTable(
  'personality_products',
  {
    personalityId: integer('personality_id')
      .notNull()
      .references(() => personalities.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.personalityId, t.productId] })],
);

export interface OutcomeAnswer {
  question_id: number;
  answer_ids: number[];
}

/** A finished quiz; reachable by its unguessable id (partner frames have no storage). */
export const quizOutcomes = pgTable(
  'quiz_outcomes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The outcome's personality choice number (Outcome.personality_choice.id). */
    choiceId: integer('choice_id').generatedAlwaysAsIdentity().notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    personalityId: integer('personality_id')
      .notNull()
      .references(() => personalities.id),
    mood: smallint('mood').notNull(),
    gender: text('gender'),
    answers: jsonb('answers').$type<OutcomeAnswer[]>().notNull(),
    createdAt: createdAt(),
    /** Set by /clear/; a cleared outcome answers 404. */
    clearedAt: instant('cleared_at'),
  },
  (t) => [
    check('quiz_outcomes_mood', sql`${t.mood} between 0 and 3`),
    index('quiz_outcomes_user_idx').on(t.userId, t.createdAt),
  ],
);
