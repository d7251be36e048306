import { describe, expect, it } from 'vitest';
import { buildQuizSteps, outcomeRequest } from './quiz-steps';
import { quizAnswers, quizQuestions, scentFamilies } from './testing/fake-quiz-api';

const t = (key: string) => key;
const list = (items: string[]) => items.join(', ');

describe('the quiz’s steps', () => {
  it('ask who the perfume is for at the end when no question of the set does', () => {
    const steps = buildQuizSteps(
      { questions: quizQuestions, answers: quizAnswers, families: scentFamilies },
      t,
      list,
    );
    expect(steps.map((step) => step.key)).toEqual(['question-1', 'question-2', 'gender']);
  });

  it('never ask it twice: a set whose question already asks it (answers with a gender) has no gender step', () => {
    const wearer = { ...quizQuestions[0]!, id: 9, title: 'Who is the perfume for?', order: 5 };
    const answers = [
      ...quizAnswers,
      {
        ...quizAnswers[0]!,
        id: 90,
        question_id: 9,
        text: 'For her',
        order: 0,
        tag_ids: [],
        gender: 'Female' as const,
      },
      {
        ...quizAnswers[0]!,
        id: 91,
        question_id: 9,
        text: 'For him',
        order: 1,
        tag_ids: [],
        gender: 'Male' as const,
      },
    ];
    const steps = buildQuizSteps(
      { questions: [...quizQuestions, wearer], answers, families: scentFamilies },
      t,
      list,
    );
    expect(steps.map((step) => step.key)).toEqual(['question-1', 'question-2', 'question-9']);
    expect(steps.filter((step) => /perfume for/.test(step.title) || step.kind === 'gender')).toHaveLength(1);
    // The outcome takes the wearer from the answer chosen (the server reads its gender).
    expect(outcomeRequest(steps, { 'question-1': ['3'], 'question-9': ['90'] }, undefined)).toEqual({
      answers: [
        { question_id: 1, answer_ids: [3] },
        { question_id: 9, answer_ids: [90] },
      ],
    });
  });
});
