import { text, type BlockData } from './cms-block-data';
import { RichText } from './rich-text';
import { SafeHtml } from './safe-html';

/**
 * `faq`: {heading, items [{question | q, answer | a | answer_html}]}. Each question is a native
 * disclosure (<details>): keyboard and screen-reader support come with it, and the answers stay in
 * the page for in-page search.
 */
export function FaqBlock({ data }: { data: BlockData }) {
  const heading = text(data, 'heading', 'title');
  const items = Array.isArray(data['items']) ? (data['items'] as unknown[]) : [];
  const entries = items.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const entry = item as BlockData;
    const question = text(entry, 'question', 'q', 'title');
    return question ? [{ question, entry }] : [];
  });
  if (entries.length === 0) return null;
  return (
    <section className="ui-cms-faq">
      {heading ? <h2>{heading}</h2> : null}
      {entries.map(({ question, entry }, index) => {
        const answerHtml = text(entry, 'answer_html', 'html');
        return (
          <details key={index} className="ui-cms-faq__item">
            <summary>{question}</summary>
            <div className="ui-cms-faq__answer">
              {answerHtml ? (
                <SafeHtml html={answerHtml} />
              ) : (
                <RichText data={entry} htmlKeys={[]} textKeys={['answer', 'a', 'text', 'body']} />
              )}
            </div>
          </details>
        );
      })}
    </section>
  );
}
