import { ResponsiveImage } from '../responsive-image/responsive-image';
import { imageSize, text, type BlockData } from './cms-block-data';
import { safeImage } from './safe-href';

/** `image`: {src | image, alt, caption}. No alt means a decorative picture (alt=""). */
export function ImageBlock({ data }: { data: BlockData }) {
  const src = safeImage(text(data, 'src', 'url', 'image'));
  if (!src) return null;
  const caption = text(data, 'caption');
  return (
    <figure className="ui-cms-image">
      <ResponsiveImage src={src} alt={text(data, 'alt', 'image_alt') ?? ''} {...imageSize(data)} />
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  );
}
