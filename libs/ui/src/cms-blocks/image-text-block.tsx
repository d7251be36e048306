import { classNames } from '../internal/class-names';
import { ResponsiveImage } from '../responsive-image/responsive-image';
import { imageSize, text, type BlockData } from './cms-block-data';
import { RichText } from './rich-text';
import { safeImage } from './safe-href';

/**
 * `image_text`: {image, alt, heading, html | text, image_side 'start'|'end'}. The side is logical:
 * `start` is the left on English pages and the right on Arabic ones. Stacked on narrow screens,
 * picture first.
 */
export function ImageTextBlock({ data }: { data: BlockData }) {
  const image = safeImage(text(data, 'image', 'src', 'image_url'));
  const heading = text(data, 'heading', 'title');
  const side = data['image_side'] === 'end' ? 'end' : 'start';
  return (
    <section className={classNames('ui-cms-image-text', `ui-cms-image-text--image-${side}`)}>
      {image ? (
        <ResponsiveImage
          className="ui-cms-image-text__image"
          src={image}
          alt={text(data, 'alt', 'image_alt') ?? ''}
          {...imageSize(data)}
        />
      ) : null}
      <div className="ui-cms-image-text__text">
        {heading ? <h2>{heading}</h2> : null}
        <RichText data={data} />
      </div>
    </section>
  );
}
