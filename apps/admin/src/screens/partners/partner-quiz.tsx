import type { AdminPartner, AdminQuizQuestion, AdminQuizText } from '@atelier/api/schema';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { TextField } from '@atelier/ui/text-field';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdminError } from '../../app/admin-api';
import { useServices } from '../../app/services';
import { partnersApi } from './partners-api';

const LANGUAGES = ['en', 'ar', 'zh-hans', 'vi'] as const;
type Lang = (typeof LANGUAGES)[number];
const dirOf = (lang: Lang) => (lang === 'ar' ? 'rtl' : 'ltr');

interface PartnerQuizProps {
  partner: AdminPartner;
  /** The partner as the server answered (a change, or the other person's on a 409). */
  onChange: (next: AdminPartner) => void;
}

/**
 * The partner's quiz set: the shop's quiz (read-only here) or its own questions, whose prompts and
 * answer labels are edited in the four languages and whose order can change. Every change is made
 * on the partner's version; a 409 shows the other person's quiz and says so.
 */
export function PartnerQuiz({ partner, onChange }: PartnerQuizProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  const calls = partnersApi(api);
  const [editing, setEditing] = useState<number | null>(null);
  const [conflict, setConflict] = useState(false);
  const own = partner.quiz.source === 'own';
  const onError = (error: Error) => {
    if (isAdminError(error, 'version_conflict')) {
      setConflict(true);
      onChange(error.current as AdminPartner);
    }
  };
  const onSuccess = (next: AdminPartner) => {
    setConflict(false);
    onChange(next);
  };
  const choose = useMutation({
    mutationFn: () =>
      calls.chooseQuiz(partner.partnership, { version: partner.version, source: own ? 'store' : 'own' }),
    onSuccess,
    onError,
  });
  const reorder = useMutation({
    mutationFn: (ids: number[]) =>
      calls.reorderQuiz(partner.partnership, { version: partner.version, question_ids: ids }),
    onSuccess,
    onError,
  });
  const move = (index: number, by: -1 | 1) => {
    const ids = partner.quiz.questions.map((q) => q.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    reorder.mutate(ids);
  };
  const failed = [choose.error, reorder.error].find((e) => e && !isAdminError(e, 'version_conflict'));
  const count = partner.quiz.questions.length;

  return (
    <section aria-labelledby="quiz-heading" className="admin-partners__quiz">
      <h2 id="quiz-heading">{t('partnersScreen.quiz.title')}</h2>
      <p>
        <strong>{own ? t('partnersScreen.quiz.own') : t('partnersScreen.quiz.store')}</strong>{' '}
        {own ? t('partnersScreen.quiz.ownText') : t('partnersScreen.quiz.storeText')}
      </p>
      {conflict ? (
        <Alert kind="warning" live="alert" title={t('partnersScreen.quiz.conflict')}>
          {t('partnersScreen.quiz.conflictText')}
        </Alert>
      ) : null}
      {failed ? (
        <Alert kind="error" live="alert" title={t('partnersScreen.notSaved')}>
          {failed.message}
        </Alert>
      ) : null}
      <div className="admin-filters__actions">
        <Button variant="secondary" disabled={choose.isPending} onClick={() => choose.mutate()}>
          {own
            ? t('partnersScreen.quiz.useStore')
            : partner.quiz_questions > 0
              ? t('partnersScreen.quiz.useOwnAgain')
              : t('partnersScreen.quiz.startOwn')}
        </Button>
      </div>
      <p className="admin-pages__hint">
        {own
          ? t('partnersScreen.quiz.useStoreHint')
          : partner.quiz_questions > 0
            ? t('partnersScreen.quiz.useOwnAgainHint', { count: partner.quiz_questions })
            : t('partnersScreen.quiz.startOwnHint')}
      </p>
      <ol className="admin-partners__questions" aria-label={t('partnersScreen.quiz.questions')}>
        {partner.quiz.questions.map((question, index) => (
          <li key={question.id} className="admin-partners__question">
            {editing === question.id ? (
              <QuestionEditor
                partner={partner}
                question={question}
                number={index + 1}
                onDone={(next) => {
                  setEditing(null);
                  onSuccess(next);
                }}
                onCancel={() => setEditing(null)}
                onConflict={(current) => {
                  setConflict(true);
                  onChange(current);
                }}
              />
            ) : (
              <>
                <h3>{t('partnersScreen.quiz.question', { number: index + 1 })}</h3>
                <Texts text={question.prompt} />
                <h4>{t('partnersScreen.quiz.answers')}</h4>
                <ul className="admin-partners__answers">
                  {question.answers.map((answer) => (
                    <li key={answer.id}>
                      <Texts text={answer.label} />
                    </li>
                  ))}
                </ul>
                {own ? (
                  <div className="admin-filters__actions">
                    <Button variant="secondary" onClick={() => setEditing(question.id)}>
                      {t('partnersScreen.quiz.edit', { number: index + 1 })}
                    </Button>
                    <Button
                      variant="secondary"
                      disabled={index === 0 || reorder.isPending}
                      onClick={() => move(index, -1)}
                    >
                      {t('partnersScreen.quiz.moveUp', { number: index + 1 })}
                    </Button>
                    <Button
                      variant="secondary"
                      disabled={index === count - 1 || reorder.isPending}
                      onClick={() => move(index, 1)}
                    >
                      {t('partnersScreen.quiz.moveDown', { number: index + 1 })}
                    </Button>
                  </div>
                ) : null}
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A text in the four languages, each marked with its language and direction. */
function Texts({ text }: { text: AdminQuizText }) {
  const { t } = useTranslation();
  return (
    <dl className="admin-partners__texts">
      {LANGUAGES.map((lang) => (
        <div key={lang}>
          <dt>{t(`partnersScreen.quiz.languages.${lang}`)}</dt>
          <dd lang={lang} dir={dirOf(lang)}>
            {text[lang] || '—'}
          </dd>
        </div>
      ))}
    </dl>
  );
}

interface QuestionEditorProps {
  partner: AdminPartner;
  question: AdminQuizQuestion;
  number: number;
  onDone: (next: AdminPartner) => void;
  onCancel: () => void;
  onConflict: (current: AdminPartner) => void;
}

function QuestionEditor({ partner, question, number, onDone, onCancel, onConflict }: QuestionEditorProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  // The question as it was when editing began: if a 409 brings another version, it is shown.
  const [started] = useState(question);
  const theirs = JSON.stringify(started) !== JSON.stringify(question);
  const [prompt, setPrompt] = useState<AdminQuizText>({ ...question.prompt });
  const [labels, setLabels] = useState<AdminQuizText[]>(question.answers.map((a) => ({ ...a.label })));
  const save = useMutation({
    mutationFn: () =>
      partnersApi(api).editQuestion(partner.partnership, question.id, {
        version: partner.version,
        prompt,
        answers: question.answers.map((a, i) => ({ id: a.id, label: labels[i]! })),
      }),
    onSuccess: onDone,
    // The other person's quiz is shown behind; what was typed stays, to save again over it.
    onError: (error) => {
      if (isAdminError(error, 'version_conflict')) onConflict(error.current as AdminPartner);
    },
  });
  const fields = isAdminError(save.error, 'invalid') ? save.error.fields : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const problem = (field: string) => fields[field] ?? fields[`body.${field}`];
  return (
    <form
      className="admin-partners__question-form"
      onSubmit={submit}
      noValidate
      aria-label={t('partnersScreen.quiz.edit', { number })}
    >
      {theirs ? (
        <div className="admin-partners__theirs">
          <h4>{t('partnersScreen.quiz.theirs')}</h4>
          <Texts text={question.prompt} />
          <ul className="admin-partners__answers">
            {question.answers.map((answer) => (
              <li key={answer.id}>
                <Texts text={answer.label} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <fieldset>
        <legend>{t('partnersScreen.quiz.prompt')}</legend>
        {LANGUAGES.map((lang) => (
          <TextField
            key={lang}
            label={t(`partnersScreen.quiz.languages.${lang}`)}
            value={prompt[lang]}
            lang={lang}
            dir={dirOf(lang)}
            required
            maxLength={160}
            error={problem(`prompt.${lang}`) ?? problem('prompt')}
            onChange={(e) => setPrompt((p) => ({ ...p, [lang]: e.target.value }))}
          />
        ))}
      </fieldset>
      {question.answers.map((answer, i) => (
        <fieldset key={answer.id}>
          <legend>{t('partnersScreen.quiz.answer', { number: i + 1 })}</legend>
          {LANGUAGES.map((lang) => (
            <TextField
              key={lang}
              label={t(`partnersScreen.quiz.languages.${lang}`)}
              value={labels[i]![lang]}
              lang={lang}
              dir={dirOf(lang)}
              required
              maxLength={80}
              error={problem(`answers.${i}.label.${lang}`)}
              onChange={(e) =>
                setLabels((all) => all.map((l, j) => (j === i ? { ...l, [lang]: e.target.value } : l)))
              }
            />
          ))}
        </fieldset>
      ))}
      {save.isError &&
      !isAdminError(save.error, 'version_conflict') &&
      !isAdminError(save.error, 'invalid') ? (
        <Alert kind="error" live="alert" title={t('partnersScreen.notSaved')}>
          {save.error.message}
        </Alert>
      ) : null}
      <div className="admin-filters__actions">
        <Button type="submit" disabled={save.isPending}>
          {t('partnersScreen.quiz.saveTexts')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('partnersScreen.quiz.cancel')}
        </Button>
      </div>
    </form>
  );
}
