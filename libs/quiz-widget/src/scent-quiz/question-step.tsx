import { Button } from '@atelier/ui/button';
import { ResponsiveImage } from '@atelier/ui/responsive-image';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Translate } from '../i18n';
import type { QuizStep } from './quiz-steps';

export interface QuestionStepProps {
  step: QuizStep;
  /** 1-based. */
  position: number;
  total: number;
  selected: readonly string[];
  onChange(values: string[]): void;
  /** Called with a valid selection only. */
  onContinue(): void;
  /** Absent on the first step. */
  onBack?: () => void;
  /** Move focus to the heading when shown (after Continue or Back, not on the first render of a page). */
  focusOnShow: boolean;
  submitting: boolean;
  t: Translate;
}

/**
 * One question: native radios (single answer, in a radiogroup) or checkboxes (several) in a group
 * named by the heading, so arrow keys move between radios and Space ticks a box without any script;
 * each answer is drawn as a card with the house's own mark instead of the browser's control. Enter on an
 * answer continues, as in a text field; the heading takes focus so a screen reader reads the new
 * question first.
 */
export function QuestionStep({
  step,
  position,
  total,
  selected,
  onChange,
  onContinue,
  onBack,
  focusOnShow,
  submitting,
  t,
}: QuestionStepProps) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [showError, setShowError] = useState(false);
  const last = position === total;

  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, [step.key, focusOnShow]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (selected.length === 0) {
      setShowError(true);
      return;
    }
    onContinue();
  };

  // Browsers differ on whether Enter on a radio or checkbox submits its form; the quiz promises it.
  const enterContinues = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (event.key === 'Enter' && target instanceof HTMLInputElement) {
      event.preventDefault();
      event.currentTarget.requestSubmit();
    }
  };

  const choose = (value: string, checked: boolean) => {
    setShowError(false);
    if (!step.multiple) onChange([value]);
    else onChange(checked ? [...selected, value] : selected.filter((v) => v !== value));
  };

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [step.multiple ? hintId : null, showError ? errorId : null].filter(Boolean).join(' ');

  return (
    <form className="scent-quiz__step" onSubmit={submit} onKeyDown={enterContinues} noValidate>
      <p className="scent-quiz__progress">{t('quiz.progress', { current: position, total })}</p>
      {/* The words say it to a screen reader; the bar is for the eye (this question included). */}
      <div className="scent-quiz__progress-bar" aria-hidden="true">
        <span style={{ inlineSize: `${(100 * position) / total}%` }} />
      </div>
      <fieldset
        className="scent-quiz__fieldset"
        role={step.multiple ? undefined : 'radiogroup'}
        aria-labelledby={`${id}-title`}
        aria-describedby={describedBy || undefined}
        aria-invalid={showError || undefined}
      >
        <h2 className="scent-quiz__title" id={`${id}-title`} ref={headingRef} tabIndex={-1}>
          {step.title}
        </h2>
        {step.description ? <p className="scent-quiz__description">{step.description}</p> : null}
        {step.multiple ? (
          <p className="scent-quiz__hint" id={hintId}>
            {t('quiz.severalAllowed')}
          </p>
        ) : null}
        <div className="scent-quiz__options">
          {step.options.map((option) => {
            const optionId = `${id}-${option.value}`;
            return (
              <div className="scent-quiz__option" key={option.value}>
                {/* The native control stays (arrows, Space, the screen reader's "radio, 2 of 4");
                    it lies invisibly over its card, so a tap anywhere on the card is a tap on it. */}
                <input
                  className="scent-quiz__option-input"
                  id={optionId}
                  type={step.multiple ? 'checkbox' : 'radio'}
                  name={`${id}-${step.key}`}
                  value={option.value}
                  checked={selected.includes(option.value)}
                  onChange={(event) => choose(option.value, event.currentTarget.checked)}
                  aria-describedby={option.hint ? `${optionId}-hint` : undefined}
                />
                <label className="scent-quiz__option-card" htmlFor={optionId}>
                  <span
                    className={`scent-quiz__mark scent-quiz__mark--${step.multiple ? 'checkbox' : 'radio'}`}
                    aria-hidden="true"
                  />
                  {option.image ? (
                    // The pipeline's smallest size (160 px), not the 1200 px source. The store's
                    // ResponsiveImage rather than the URL rules themselves: it is already a chunk
                    // of the store's product page, so sharing it adds no file there.
                    <ResponsiveImage
                      className="scent-quiz__option-image"
                      src={option.image}
                      alt=""
                      width={56}
                      height={56}
                      sizes="3.5rem"
                    />
                  ) : null}
                  <span className="scent-quiz__option-text">
                    <span className="scent-quiz__option-label">{option.label}</span>
                    {option.hint ? (
                      <span className="scent-quiz__option-hint" id={`${optionId}-hint`} aria-hidden="true">
                        {option.hint}
                      </span>
                    ) : null}
                  </span>
                </label>
              </div>
            );
          })}
        </div>
      </fieldset>
      {showError ? (
        <p className="scent-quiz__error" id={errorId} role="alert">
          {t(step.multiple ? 'quiz.chooseSome' : 'quiz.chooseOne')}
        </p>
      ) : null}
      <div className="scent-quiz__actions">
        {onBack ? (
          <Button
            variant="secondary"
            onClick={() => (submitting ? undefined : onBack())}
            aria-disabled={submitting || undefined}
          >
            {t('quiz.back')}
          </Button>
        ) : null}
        <Button type="submit" aria-disabled={submitting || undefined}>
          {last ? t('quiz.finish') : t('quiz.next')}
        </Button>
      </div>
      <p className="scent-quiz__status" role="status">
        {submitting ? t('quiz.submitting') : ''}
      </p>
    </form>
  );
}
