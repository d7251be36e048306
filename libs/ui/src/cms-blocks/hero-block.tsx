import { buttonClassName } from '../button/button';
import { ResponsiveImage } from '../responsive-image/responsive-image';
import { imageSize, record, text, type BlockData } from './cms-block-data';
import { CmsLink } from './cms-links';
import { Paragraphs } from './paragraphs';
import { safeImage } from './safe-href';

/** `hero`: {heading, body, cta {label, href}, image, image_alt}; the picture beside the text on wide screens. */
export function HeroBlock({ data }: { data: BlockData }) {
  const heading = text(data, 'heading', 'title');
  const body = text(data, 'body', 'text', 'subheading', 'subtitle');
  const cta = record(data, 'cta');
  const label = text(cta, 'label', 'text') ?? text(data, 'cta_label', 'ctaLabel', 'button_label');
  const href = text(cta, 'href', 'url') ?? text(data, 'cta_href', 'ctaHref', 'cta_url', 'href', 'url');
  const image = safeImage(text(data, 'image', 'image_url'));
  return (
    <section className="ui-cms-hero">
      {heading ? <h2 className="ui-cms-hero__heading">{heading}</h2> : null}
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
          // A hero opens its page: its picture is usually the largest thing on screen.
          priority
        />
      ) : null}
    </section>
  );
}
