import { text, type BlockData } from './cms-block-data';

/** `heading`: {text, level 2|3}. Never an h1: the page title is the page's one h1. */
export function HeadingBlock({ data }: { data: BlockData }) {
  const value = text(data, 'text', 'heading', 'title');
  if (!value) return null;
  return data['level'] === 3 || data['level'] === '3' ? <h3>{value}</h3> : <h2>{value}</h2>;
}
