import { Fragment, lazy, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import type { BlockData, CmsBlockData, CmsLinkComponent } from './cms-block-data';
import { CmsLinksProvider } from './cms-links';
import { CtaBlock } from './cta-block';
import { HeadingBlock } from './heading-block';
import { HeroBlock } from './hero-block';
import { ImageBlock } from './image-block';
import { TextBlock } from './text-block';
import './cms-blocks.css';

// Blocks that never open a page (FAQ, table, quote, picture and text) load as chunks of their own,
// after the first load (the business landing's is held to 130 KB), which carries the blocks pages
// open with. The server renders them whole (allReady), so nothing pops in: only their hydration waits. A server-rendered page waits
// for them (allReady) and hydrates them when their chunk is in.
const FaqBlock = lazy(() => import('./faq-block').then((module) => ({ default: module.FaqBlock })));
const TableBlock = lazy(() => import('./table-block').then((module) => ({ default: module.TableBlock })));
const QuoteBlock = lazy(() => import('./quote-block').then((module) => ({ default: module.QuoteBlock })));
const ImageTextBlock = lazy(() =>
  import('./image-text-block').then((module) => ({ default: module.ImageTextBlock })),
);
const LAZY_TYPES = new Set(['faq', 'table', 'quote', 'image_text']);

const RENDERERS: Record<string, ComponentType<{ data: BlockData }>> = {
  heading: HeadingBlock,
  rich_text: TextBlock,
  text: TextBlock,
  paragraph: TextBlock,
  image: ImageBlock,
  image_text: ImageTextBlock,
  quote: QuoteBlock,
  cta: CtaBlock,
  button: CtaBlock,
  faq: FaqBlock,
  table: TableBlock,
};

export interface CmsBlocksProps {
  blocks: readonly CmsBlockData[];
  /**
   * The app's placement of an editor's href, called only with safe hrefs (site paths, http(s),
   * mailto, tel). Return '' to drop the link. E.g. the store puts `/faq` into the page's locale.
   */
  resolveHref: (href: string) => string;
  /**
   * A `product_grid` block ({heading, collection, limit}) needs the app's data: without this
   * function it shows nothing.
   */
  renderProductGrid?: (data: Record<string, unknown>, block: CmsBlockData) => ReactNode;
  /** Renders resolved site paths (a router link); other links and the default are plain anchors. */
  LinkComponent?: CmsLinkComponent;
  /**
   * The page's title, when the blocks open the page (see `opensOnHero`): the first block, a hero,
   * is full-bleed and shows the title as the page's h1; the page shows no title of its own.
   */
  opening?: string;
}

/**
 * The blocks of a CMS page, in order. Known types: hero, heading, rich_text (text, paragraph),
 * image, image_text, quote, cta (button), faq, table, product_grid. Unknown types are skipped, so
 * the CMS can add a block type before the apps know how to show it. Every HTML field goes through
 * an allow-list (SafeHtml); texts come from the CMS in the page's language.
 */
export function CmsBlocks({
  blocks,
  resolveHref,
  renderProductGrid,
  LinkComponent,
  opening,
}: CmsBlocksProps) {
  const links = useMemo(() => ({ resolveHref, LinkComponent }), [resolveHref, LinkComponent]);
  return (
    <CmsLinksProvider value={links}>
      <div className="ui-cms-blocks">
        {blocks.map((block, index) => {
          if (block.type === 'hero') {
            return (
              <HeroBlock
                key={block.id}
                data={block.data}
                first={index === 0}
                opening={index === 0 ? opening : undefined}
              />
            );
          }
          if (block.type === 'product_grid') {
            return <Fragment key={block.id}>{renderProductGrid?.(block.data, block) ?? null}</Fragment>;
          }
          const Renderer = RENDERERS[block.type];
          if (!Renderer) return null;
          return LAZY_TYPES.has(block.type) ? (
            <Suspense key={block.id} fallback={null}>
              <Renderer data={block.data} />
            </Suspense>
          ) : (
            <Renderer key={block.id} data={block.data} />
          );
        })}
      </div>
    </CmsLinksProvider>
  );
}
