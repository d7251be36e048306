import { text, type BlockData } from './cms-block-data';

/** `quote`: {text, author, role}: a client's words with who said them. */
export function QuoteBlock({ data }: { data: BlockData }) {
  const quote = text(data, 'text', 'quote', 'body');
  if (!quote) return null;
  const author = text(data, 'author', 'name');
  const role = text(data, 'role', 'company');
  return (
    <figure className="ui-cms-quote">
      <blockquote className="ui-cms-quote__text">
        <p>{quote}</p>
      </blockquote>
      {author ? (
        <figcaption className="ui-cms-quote__author">
          {author}
          {role ? <span className="ui-cms-quote__role">{role}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
