import { describe, expect, it } from 'vitest';
import { checkSelections, outcomeGender, rankFamilies, winningMood, type QuizAnswer } from './outcome-rules';

const answer = (
  id: number,
  questionId: number,
  moods: number[] = [],
  gender: string | null = null,
): QuizAnswer => ({
  id,
  questionId,
  moods,
  gender,
});

describe('checkSelections', () => {
  const questions = [
    { id: 1, multiple: false },
    { id: 2, multiple: true },
  ];
  const answers = [answer(10, 1), answer(11, 1), answer(20, 2), answer(21, 2), answer(22, 2)];

  it('returns the selections in quiz order, answers in answer order', () => {
    const result = checkSelections(questions, answers, [
      { question_id: 2, answer_ids: [22, 20] },
      { question_id: 1, answer_ids: [11] },
    ]);
    expect(result).toEqual({
      ok: true,
      selections: [
        { question_id: 1, answer_ids: [11] },
        { question_id: 2, answer_ids: [20, 22] },
      ],
    });
  });

  it('names every field that does not fit', () => {
    const result = checkSelections(questions, answers, [
      { question_id: 1, answer_ids: [10, 11] },
      { question_id: 2, answer_ids: [20, 10, 99] },
      { question_id: 3, answer_ids: [30] },
      { question_id: 1, answer_ids: [10] },
    ]);
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'body.answers.0.answer_ids', reason: 'question 1 takes a single answer' },
        { field: 'body.answers.1.answer_ids.1', reason: 'is not an answer of question 2' },
        { field: 'body.answers.1.answer_ids.2', reason: 'is not an answer of question 2' },
        { field: 'body.answers.2.question_id', reason: 'is not a question of this quiz' },
        { field: 'body.answers.3.question_id', reason: 'question 1 is answered more than once' },
      ],
    });
  });

  it('wants every question answered', () => {
    expect(checkSelections(questions, answers, [{ question_id: 2, answer_ids: [20] }])).toEqual({
      ok: false,
      errors: [{ field: 'body.answers', reason: 'question 1 not answered' }],
    });
  });
});

describe('winningMood', () => {
  it('picks the most voted mood', () => {
    expect(winningMood([answer(1, 1, [2]), answer(2, 2, [3]), answer(3, 3, [3])])).toBe(3);
  });
  it('breaks a tie in favour of the mood voted for first', () => {
    expect(winningMood([answer(1, 1, [2]), answer(2, 2, [1]), answer(3, 3, [1, 2])])).toBe(2);
  });
  it('falls back to fresh without votes', () => {
    expect(winningMood([answer(1, 1)])).toBe(0);
  });
});

describe('outcomeGender', () => {
  it('prefers the stated gender, then the last one implied', () => {
    const chosen = [answer(1, 1, [], 'Male'), answer(2, 2, [], 'Neutral')];
    expect(outcomeGender('Female', chosen)).toBe('Female');
    expect(outcomeGender(undefined, chosen)).toBe('Neutral');
    expect(outcomeGender(undefined, [answer(3, 3)])).toBeNull();
  });
});

describe('rankFamilies', () => {
  it('orders the chosen families by how often they were chosen, then by their own order', () => {
    const families = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
    expect(rankFamilies([3, 2, 3, 4, 2, 3], families).map((f) => f.id)).toEqual([3, 2, 4]);
  });
});
