import { ApiError, type StorageLike } from '@atelier/api/client';
import {
  useAnswers,
  useClearOutcome,
  useCreateOutcome,
  useOutcome,
  useQuestions,
  useTags,
} from '@atelier/api/queries';
import type { Outcome, ProductSummary } from '@atelier/api/schema';
import { quizCompleteEvent, quizStartEvent, quizStepEvent } from '@atelier/commerce/analytics';
import { languageTag, textDirection, type Language } from '@atelier/commerce/paths';
import { Button } from '@atelier/ui/button';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { translatorFor, type Translate } from '../i18n';
import { QuestionStep } from './question-step';
import { QuizResult } from './quiz-result';
import { buildQuizSteps, outcomeRequest, type QuizSelections } from './quiz-steps';
import { readOutcomeId, writeOutcomeId } from './stored-outcome-id';
import './scent-quiz.css';

export type QuizAnalyticsEvent =
  ReturnType<typeof quizStartEvent> | ReturnType<typeof quizStepEvent> | ReturnType<typeof quizCompleteEvent>;

export interface ScentQuizProps {
  lang: Language;
  /** A partner's slug: its own questions, and `?partnership=` on the quiz's calls. */
  partnership?: string;
  /** Where the outcome id is kept (`outComeId`); null where there is no storage (partner frames). */
  storage?: StorageLike | null;
  /** What "Add to cart" means is the host's: the store adds to its cart, the embed opens the store. */
  onAddToCart(product: ProductSummary): void | Promise<unknown>;
  /** GA4 quiz events (start, each answered step, complete); they carry no personal data. */
  onAnalytics?: (event: QuizAnalyticsEvent) => void;
  /** The finished outcome (new or stored), e.g. for the embed's outcome event. */
  onOutcome?: (outcome: Outcome) => void;
  /** The product pages: each pick on the result gets a "View details" link when given. */
  productHref?: (product: ProductSummary) => string;
  /** The bespoke perfume builder: a bespoke pick's action is "Design yours" there when given. */
  builderHref?: string;
  /** The result's links open a new tab (a partner's frame, where the store is another site). */
  linksInNewTab?: boolean;
}

/**
 * The scent quiz: one question at a time, then the result with recommended products. Needs the
 * host's `ApiClientProvider` and `QueryClientProvider` (`@atelier/api/queries`); the API client's
 * locale decides the language of the server's texts and the prices, `lang` the widget's own words.
 */
export function ScentQuiz({
  lang,
  partnership,
  storage,
  onAddToCart,
  onAnalytics,
  onOutcome,
  productHref,
  builderHref,
  linksInNewTab,
}: ScentQuizProps) {
  const t = useMemo(() => translatorFor(lang), [lang]);
  const listFormat = useMemo(() => {
    const format = new Intl.ListFormat(languageTag(lang), { style: 'long', type: 'conjunction' });
    return (items: string[]) => format.format(items);
  }, [lang]);
  const [outcomeId, setOutcomeId] = useState<string | null>(() => readOutcomeId(storage));
  const [position, setPosition] = useState(0);
  const [selections, setSelections] = useState<QuizSelections>({});
  // Focus follows the user's own moves only: a quiz appearing on a page must not steal the focus.
  const [moved, setMoved] = useState(false);
  const started = useRef(false);
  const reported = useRef<string | null>(null);

  const partner = partnership ? { partnership } : {};
  const questions = useQuestions(partner, { queryConfig: { enabled: !outcomeId } });
  const answers = useAnswers(partner, { queryConfig: { enabled: !outcomeId } });
  const families = useTags(
    { group: 'scent_family', quiz: true, ...partner },
    { queryConfig: { enabled: !outcomeId } },
  );
  // An outcome never changes once made (retaking makes a new one), so the one just created is not
  // fetched again.
  const outcome = useOutcome(outcomeId ?? undefined, { queryConfig: { staleTime: Infinity } });
  const create = useCreateOutcome();
  const clear = useClearOutcome();

  const steps = useMemo(
    () =>
      questions.data && answers.data && families.data
        ? buildQuizSteps(
            { questions: questions.data, answers: answers.data, families: families.data },
            t,
            listFormat,
          )
        : null,
    [questions.data, answers.data, families.data, t, listFormat],
  );

  const emit = (event: QuizAnalyticsEvent) => onAnalytics?.(event);

  useEffect(() => {
    if (outcomeId || !steps || started.current) return;
    started.current = true;
    onAnalytics?.(quizStartEvent({ partnership: partnership ?? null }));
  }, [outcomeId, steps, onAnalytics, partnership]);

  // A stored id whose outcome is gone (cleared elsewhere, or from another database) starts afresh.
  const outcomeGone = outcome.error instanceof ApiError && outcome.error.status === 404;
  useEffect(() => {
    if (!outcomeGone) return;
    writeOutcomeId(storage, null);
    setOutcomeId(null);
  }, [outcomeGone, storage]);

  useEffect(() => {
    if (outcome.data && reported.current !== outcome.data.id) {
      reported.current = outcome.data.id;
      onOutcome?.(outcome.data);
    }
  }, [outcome.data, onOutcome]);

  const root = (content: ReactNode) => (
    <div className="scent-quiz" dir={textDirection(lang)} lang={languageTag(lang)}>
      {content}
    </div>
  );

  if (outcomeId) {
    if (outcome.data) {
      const retake = () => {
        clear.mutate(outcomeId, {
          onSuccess: () => {
            writeOutcomeId(storage, null);
            started.current = false;
            setSelections({});
            setPosition(0);
            setMoved(true);
            setOutcomeId(null);
          },
        });
      };
      return root(
        <QuizResult
          outcome={outcome.data}
          onAddToCart={onAddToCart}
          {...(productHref ? { productHref } : {})}
          {...(builderHref ? { builderHref } : {})}
          {...(linksInNewTab ? { linksInNewTab } : {})}
          onRetake={retake}
          retaking={clear.isPending}
          retakeFailed={clear.isError}
          focusOnShow={moved}
          listFormat={listFormat}
          t={t}
        />,
      );
    }
    if (outcome.isError && !outcomeGone) {
      return root(<LoadError t={t} onRetry={() => void outcome.refetch()} />);
    }
    return root(<Loading t={t} />);
  }

  if (questions.isError || answers.isError || families.isError) {
    const retry = () => {
      for (const query of [questions, answers, families]) if (query.isError) void query.refetch();
    };
    return root(<LoadError t={t} onRetry={retry} />);
  }
  if (!steps) return root(<Loading t={t} />);

  const step = steps[Math.min(position, steps.length - 1)];
  if (!step) return root(<LoadError t={t} onRetry={() => void questions.refetch()} />);
  const total = steps.length;

  const next = () => {
    emit(quizStepEvent({ step: position + 1, totalSteps: total, partnership: partnership ?? null }));
    setMoved(true);
    if (position + 1 < total) {
      setPosition(position + 1);
      return;
    }
    create.mutate(outcomeRequest(steps, selections, partnership), {
      onSuccess: (created) => {
        writeOutcomeId(storage, created.id);
        emit(
          quizCompleteEvent({
            personality: created.personality_choice.personality.title,
            partnership: partnership ?? null,
          }),
        );
        setOutcomeId(created.id);
      },
    });
  };

  return root(
    <>
      <QuestionStep
        key={step.key}
        step={step}
        position={position + 1}
        total={total}
        selected={selections[step.key] ?? []}
        onChange={(values) => setSelections({ ...selections, [step.key]: values })}
        onContinue={next}
        {...(position > 0
          ? {
              onBack: () => {
                setMoved(true);
                setPosition(position - 1);
              },
            }
          : {})}
        focusOnShow={moved}
        submitting={create.isPending}
        t={t}
      />
      {create.isError ? (
        <p className="scent-quiz__error" role="alert">
          {t('quiz.submitError')}
        </p>
      ) : null}
    </>,
  );
}

function Loading({ t }: { t: Translate }) {
  return (
    <p className="scent-quiz__status" role="status">
      {t('quiz.loading')}
    </p>
  );
}

function LoadError({ t, onRetry }: { t: Translate; onRetry(): void }) {
  return (
    <div className="scent-quiz__load-error">
      <p role="alert">{t('quiz.loadError')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('quiz.tryAgain')}
      </Button>
    </div>
  );
}
