import { text, type BlockData } from './cms-block-data';
import { RichText } from './rich-text';

/** `rich_text` (also `text`, `paragraph`): an optional section heading, then the text. */
export function TextBlock({ data }: { data: BlockData }) {
  const heading = text(data, 'heading', 'title');
  return (
    <section className="ui-cms-text">
      {heading ? <h2>{heading}</h2> : null}
      <RichText data={data} />
    </section>
  );
}
