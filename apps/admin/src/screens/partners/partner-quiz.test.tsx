import type { AdminPartner, AdminQuizText } from '@atelier/api/schema';
import type { RecordedRequest, TestReply } from '@atelier/api/testing/server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '../../testing/render-admin';
import { useFakeAdminServer } from '../../testing/use-fake-admin-server';

const fake = useFakeAdminServer();
const text = (en: string, ar: string): AdminQuizText => ({
  en,
  ar,
  'zh-hans': `${en}（中）`,
  vi: `${en} (vi)`,
});

/** A partner on the shop's quiz: two questions, two answers each. */
function globex(): AdminPartner {
  return {
    partnership: 'globex',
    name: 'Globex Spa',
    allowed_origins: [],
    theme: {},
    quiz_questions: 0,
    quiz: {
      source: 'store',
      questions: [
        {
          id: 1,
          prompt: text('When will you wear it?', 'متى سترتديه؟'),
          multiple: false,
          answers: [
            { id: 11, label: text('Mornings', 'الصباح') },
            { id: 12, label: text('Evenings', 'المساء') },
          ],
        },
        {
          id: 2,
          prompt: text('Which notes do you like?', 'ما النفحات التي تحبها؟'),
          multiple: true,
          answers: [
            { id: 21, label: text('Citrus', 'حمضيات') },
            { id: 22, label: text('Woods', 'أخشاب') },
          ],
        },
      ],
    },
    snippet: '<script>…</script>\n<scent-quiz partnership="globex" country="sg" lang="en"></scent-quiz>',
    version: 1,
    created_at: '2026-01-05T02:00:00Z',
  };
}

/** The server's quiz operations, as the contract says, on one partner. */
function quizFake(partner: AdminPartner, calls: RecordedRequest[]) {
  const conflict = () => ({
    status: 409,
    body: { message: 'Changed', status: 409, code: 'version_conflict', current: partner },
  });
  const saved = () => {
    partner.version += 1;
    return { status: 200, body: partner };
  };
  return (request: RecordedRequest): TestReply | null => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (!request.path.startsWith('/api/admin/partners/globex/')) return null;
    if (request.method === 'GET' && request.path === '/api/admin/partners/globex/')
      return { status: 200, body: partner };
    calls.push(request);
    if (body['version'] !== partner.version) return conflict();
    if (request.path === '/api/admin/partners/globex/quiz/') {
      if (body['source'] === 'own' && partner.quiz_questions === 0) {
        // The copy gets ids of its own.
        partner.quiz.questions = partner.quiz.questions.map((q) => ({
          ...q,
          id: q.id + 100,
          answers: q.answers.map((a) => ({ ...a, id: a.id + 100 })),
        }));
        partner.quiz_questions = partner.quiz.questions.length;
      }
      partner.quiz.source = body['source'] as 'store' | 'own';
      return saved();
    }
    if (request.path === '/api/admin/partners/globex/quiz/order/') {
      const ids = body['question_ids'] as number[];
      partner.quiz.questions = ids.map((id) => partner.quiz.questions.find((q) => q.id === id)!);
      return saved();
    }
    const id = Number(/questions\/(\d+)\//.exec(request.path)?.[1]);
    const question = partner.quiz.questions.find((q) => q.id === id)!;
    const prompt = body['prompt'] as AdminQuizText;
    if (/[<>]/.test(prompt.ar))
      return {
        status: 400,
        body: {
          message: 'Invalid',
          status: 400,
          errors: [{ field: 'body.prompt.ar', reason: 'must be plain text on one line (no < or >)' }],
        },
      };
    question.prompt = prompt;
    for (const answer of body['answers'] as { id: number; label: AdminQuizText }[])
      question.answers.find((a) => a.id === answer.id)!.label = answer.label;
    return saved();
  };
}

describe('a partner’s quiz set', () => {
  let partner: AdminPartner;
  let calls: RecordedRequest[];
  beforeEach(() => {
    partner = globex();
    calls = [];
    fake.api.state.signedInAs = 3; // the editor
    const quiz = quizFake(partner, calls);
    fake.server.setHandler((request) => quiz(request) ?? fake.api.handle(request));
  });
  const questionList = () => screen.findByRole('list', { name: 'Questions' });

  it('shows the shop’s quiz in the four languages, read-only, then starts the partner’s own', async () => {
    await renderAdmin('/partners/globex', { baseUrl: fake.server.url });
    expect(await screen.findByText("The shop's quiz.")).toBeInTheDocument();
    const list = await questionList();
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('heading', { name: 'Question 1' })).toBeInTheDocument();
    const arabic = within(first).getByText('متى سترتديه؟');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(arabic).toHaveAttribute('lang', 'ar');
    expect(within(first).getByText('Evenings (vi)')).toHaveAttribute('lang', 'vi');
    expect(screen.queryByRole('button', { name: 'Edit question 1' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Start its own questions' }));
    expect(await screen.findByText('Its own questions.')).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([{ version: 1, source: 'own' }]);
    expect(screen.getByRole('button', { name: 'Edit question 1' })).toBeInTheDocument();
    expect(screen.getByText('Its embed shows its own quiz: 2 questions.')).toBeInTheDocument();

    // Back to the shop's quiz: the partner's own are kept, and said so.
    await user.click(screen.getByRole('button', { name: "Use the shop's quiz" }));
    expect(await screen.findByRole('button', { name: 'Use its own questions again' })).toBeInTheDocument();
    expect(screen.getByText('Its 2 own questions were kept, with your changes.')).toBeInTheDocument();
    expect(calls[1]!.body).toEqual({ version: 2, source: 'store' });
  });

  it('edits a prompt and an answer in every language, naming a refused field', async () => {
    Object.assign(partner, { quiz: { ...partner.quiz, source: 'own' }, quiz_questions: 2 });
    await renderAdmin('/partners/globex', { baseUrl: fake.server.url });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit question 1' }));
    const form = screen.getByRole('form', { name: 'Edit question 1' });
    const prompt = within(form).getByRole('group', { name: 'Question' });
    const arabic = within(prompt).getByLabelText('Arabic');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    await user.clear(arabic);
    await user.type(arabic, '<b>أين؟</b>');
    await user.click(within(form).getByRole('button', { name: 'Save texts' }));
    await within(prompt).findByText(/no < or >/);
    expect(within(prompt).getByLabelText('Arabic')).toHaveAccessibleDescription(/no < or >/);

    await user.clear(arabic);
    await user.type(arabic, 'أين سترتديه؟');
    const answer = within(form).getByRole('group', { name: 'Answer 2' });
    await user.clear(within(answer).getByLabelText('Vietnamese'));
    await user.type(within(answer).getByLabelText('Vietnamese'), 'Buổi tối');
    await user.click(within(form).getByRole('button', { name: 'Save texts' }));

    expect(await screen.findByText('أين سترتديه؟')).toBeInTheDocument();
    expect(screen.getByText('Buổi tối')).toBeInTheDocument();
    expect(calls.at(-1)!.body).toEqual({
      version: 1,
      prompt: { ...text('When will you wear it?', 'أين سترتديه؟') },
      answers: [
        { id: 11, label: text('Mornings', 'الصباح') },
        { id: 12, label: { ...text('Evenings', 'المساء'), vi: 'Buổi tối' } },
      ],
    });
  });

  it('shows what someone else saved meanwhile, keeps what was typed, and saves it on their version', async () => {
    Object.assign(partner, { quiz: { ...partner.quiz, source: 'own' }, quiz_questions: 2 });
    await renderAdmin('/partners/globex', { baseUrl: fake.server.url });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit question 1' }));
    const form = screen.getByRole('form', { name: 'Edit question 1' });
    const english = within(within(form).getByRole('group', { name: 'Question' })).getByLabelText('English');
    await user.clear(english);
    await user.type(english, 'Mine');
    // Meanwhile another editor saves their prompt.
    partner.quiz.questions[0]!.prompt = text('Theirs', 'لهم');
    partner.version = 2;
    await user.click(within(form).getByRole('button', { name: 'Save texts' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Someone else changed this partner');
    expect(within(form).getByText('Saved by someone else meanwhile')).toBeInTheDocument();
    expect(within(form).getByText('Theirs')).toBeInTheDocument();
    expect(english).toHaveValue('Mine');
    await user.click(within(form).getByRole('button', { name: 'Save texts' }));
    expect(await screen.findByText('Mine')).toBeInTheDocument();
    expect(calls.at(-1)!.body).toMatchObject({ version: 2, prompt: { en: 'Mine', ar: 'متى سترتديه؟' } });
  });

  it('moves a question up', async () => {
    Object.assign(partner, { quiz: { ...partner.quiz, source: 'own' }, quiz_questions: 2 });
    await renderAdmin('/partners/globex', { baseUrl: fake.server.url });
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Move question 1 up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    expect(calls.at(-1)!.body).toEqual({ version: 1, question_ids: [2, 1] });
    const firstItem = async () => within(await questionList()).getAllByRole('listitem')[0]!;
    await expect
      .poll(async () => within(await firstItem()).queryByText('Which notes do you like?'))
      .not.toBeNull();
  });
});
