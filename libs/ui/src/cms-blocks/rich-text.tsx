import { text, type BlockData } from './cms-block-data';
import { Paragraphs } from './paragraphs';
import { SafeHtml } from './safe-html';

/** The body of a text-bearing block: `html` through the allow-list, else plain `text`/`body`. */
export function RichText({
  data,
  htmlKeys = ['html'],
  textKeys = ['text', 'body', 'content'],
}: {
  data: BlockData;
  htmlKeys?: string[];
  textKeys?: string[];
}) {
  const html = text(data, ...htmlKeys);
  if (html) return <SafeHtml html={html} />;
  const plain = text(data, ...textKeys);
  return plain ? <Paragraphs value={plain} /> : null;
}
