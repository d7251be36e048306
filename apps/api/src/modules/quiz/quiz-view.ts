import type { Answer, Question, Tag } from '@atelier/api/schema';
import type { Language } from '@atelier/commerce/enums';
import { mediaUrl } from '../../http/media-url';
import { localize } from '../pricing';
import type { AnswerRow, QuestionRow, TagRow } from './queries';

export interface QuizViewContext {
  language: Language;
}

export function questionView(
  row: QuestionRow,
  partnership: string | null,
  context: QuizViewContext,
): Question {
  return {
    id: row.id,
    title: localize(row.title, context.language),
    description: localize(row.description, context.language),
    order: row.sortOrder,
    multiple: row.multiple,
    partnership,
  };
}

export function answerView(row: AnswerRow, tagIds: readonly number[], context: QuizViewContext): Answer {
  return {
    id: row.id,
    question_id: row.questionId,
    text: localize(row.text, context.language),
    image: mediaUrl(row.image),
    order: row.sortOrder,
    tag_ids: [...tagIds],
    gender: (row.gender ?? null) as Answer['gender'],
  };
}

export function tagView(row: TagRow, context: QuizViewContext): Tag {
  return {
    id: row.id,
    name: localize(row.name, context.language),
    slug: row.slug,
    group: row.group,
    description: localize(row.description, context.language),
    image: mediaUrl(row.image),
    quiz: row.quiz,
  };
}
