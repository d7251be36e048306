import { Button } from '@atelier/ui/button';
import type { Ref } from 'react';
import './consent-banner.css';

export interface ConsentTexts {
  title: string;
  text: string;
  accept: string;
  decline: string;
}

export interface ConsentCardProps {
  texts: ConsentTexts;
  titleId: string;
  textId: string;
  /** Absent in the server's first-paint copy, which only shows the question (consent-first-paint.tsx). */
  onChoose?: (choice: 'granted' | 'denied') => void;
  regionRef?: Ref<HTMLElement>;
  id?: string;
}

/**
 * The consent question's markup, one place for the interactive banner and the server's first-paint
 * copy, so the one replaces the other without a visible change. Declining is as easy as accepting
 * (same buttons, same weight).
 */
export function ConsentCard({ texts, titleId, textId, onChoose, regionRef, id }: ConsentCardProps) {
  // The server's copy cannot answer yet: shown, but out of the way of clicks, focus and assistive
  // technology until the interactive card takes its place (one question, never two).
  const copy = onChoose === undefined;
  return (
    <section
      ref={regionRef}
      id={id}
      className="consent-banner"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      {...(copy ? { inert: true, 'aria-hidden': true } : {})}
    >
      <h2 id={titleId} className="consent-banner__title">
        {texts.title}
      </h2>
      <p id={textId} className="consent-banner__text">
        {texts.text}
      </p>
      <div className="consent-banner__actions">
        <Button variant="secondary" onClick={onChoose && (() => onChoose('denied'))}>
          {texts.decline}
        </Button>
        <Button onClick={onChoose && (() => onChoose('granted'))}>{texts.accept}</Button>
      </div>
    </section>
  );
}
