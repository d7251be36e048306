import { buttonClassName } from '../button/button';
import { ResponsiveImage } from '../responsive-image/responsive-image';
import { imageSize, record, text, type BlockData, type CmsBlockData } from './cms-block-data';
import { CmsLink } from './cms-links';
import { Paragraphs } from './paragraphs';
import { safeImage } from './safe-href';

/** True when the blocks start with a hero with a picture: the page opens on it, its title inside. */
export function opensOnHero(blocks: readonly CmsBlockData[]): boolean {
  const first = blocks[0];
  return first?.type === 'hero' && safeImage(text(first.data, 'image', 'image_url')) !== null;
}

/**
 * `hero`: {heading, body, cta {label, href}, image, image_alt, width, height}; the picture beside the
 * text on wide screens. The hero a page opens on (`opening`: the page's title) is full-bleed
 * instead: the picture across the screen, then the page's title as its h1 (the hero's own heading,
 * when it says the same) and the rest below.
 */
export function HeroBlock({
  data,
  opening,
  first = false,
}: {
  data: BlockData;
  opening?: string;
  first?: boolean;
}) {
  const heading = text(data, 'heading', 'title');
  const body = text(data, 'body', 'text', 'subheading', 'subtitle');
  const cta = record(data, 'cta');
  const label = text(cta, 'label', 'text') ?? text(data, 'cta_label', 'ctaLabel', 'button_label');
  const href = text(cta, 'href', 'url') ?? text(data, 'cta_href', 'ctaHref', 'cta_url', 'href', 'url');
  const image = safeImage(text(data, 'image', 'image_url'));
  return (
    <section className={opening ? 'ui-cms-hero ui-cms-hero--opening' : 'ui-cms-hero'}>
      {opening && opening !== heading ? <h1 className="ui-cms-hero__title">{opening}</h1> : null}
      {heading ? (
        opening === heading ? (
          <h1 className="ui-cms-hero__heading">{heading}</h1>
        ) : (
          <h2 className="ui-cms-hero__heading">{heading}</h2>
        )
      ) : null}
      {body ? (
        <div className="ui-cms-hero__text">
          <Paragraphs value={body} />
        </div>
      ) : null}
      {label && href ? (
        <CmsLink href={href} className={buttonClassName('primary')}>
          {label}
        </CmsLink>
      ) : null}
      {image ? (
        <ResponsiveImage
          className="ui-cms-hero__image"
          src={image}
          alt={text(data, 'image_alt', 'alt') ?? ''}
          {...imageSize(data)}
          // Full-bleed, it is cropped to cover: on a phone as wide as its height × 16/9 (see CSS).
          sizes={opening ? 'max(100vw, 125vh)' : '(min-width: 48rem) 40vw, 100vw'}
          // A hero at the top of its page: its picture is usually the largest thing on screen.
          priority={first}
        />
      ) : null}
    </section>
  );
}
