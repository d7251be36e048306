import type { BottleImage } from '@atelier/api/schema';
import type { LabelChoice } from '@atelier/commerce/builder';
import { normalizeLabelText } from '@atelier/commerce/builder';
import type { BottleColour, CapColour, LabelSide, PerfumeSize } from '@atelier/commerce/enums';
import { useId } from 'react';
import { LABEL_FONT_STACKS } from '../fonts/label-fonts';
import type { Translate } from '../i18n';

export interface BottlePreviewProps {
  images: readonly BottleImage[] | undefined;
  bottleColour: BottleColour;
  capColour: CapColour;
  size: PerfumeSize;
  labels: Readonly<Record<LabelSide, LabelChoice>>;
  t: Translate;
}

const SIDES: readonly LabelSide[] = ['front', 'back'];

/**
 * The bottle as chosen (nothing drawn until the pictures arrive, then a note if none matches): the picture of its bottle colour, cap colour and size, with each label's
 * text laid over it in its font. The text is a React text node, never HTML, so whatever a shopper
 * types (`<img onerror=…>` included) is shown as the characters typed.
 */
export function BottlePreview({ images, bottleColour, capColour, size, labels, t }: BottlePreviewProps) {
  const id = useId();
  const image = images?.find(
    (candidate) =>
      candidate.bottle_colour === bottleColour &&
      candidate.cap_colour === capColour &&
      candidate.size === size,
  );
  const alt = t('builder.preview.alt', {
    bottle: t(`builder.colour.${bottleColour}`),
    cap: t(`builder.colour.${capColour}`),
    size: t(`builder.size.${size}`),
  });
  return (
    <section className="perfume-builder__preview" aria-labelledby={`${id}-heading`}>
      <h3 className="perfume-builder__subheading" id={`${id}-heading`}>
        {t('builder.preview.heading')}
      </h3>
      <div className="perfume-builder__views">
        {SIDES.map((side) => {
          const text = normalizeLabelText(labels[side].text);
          return (
            <figure
              className={`perfume-builder__view perfume-builder__view--${bottleColour}`}
              key={side}
              aria-labelledby={`${id}-${side}`}
            >
              {image ? (
                <img className="perfume-builder__bottle" src={image.url} alt={side === 'front' ? alt : ''} />
              ) : images && side === 'front' ? (
                <p className="perfume-builder__no-image" role="img" aria-label={alt}>
                  {t('builder.preview.noImage')}
                </p>
              ) : null}
              <p
                className="perfume-builder__label-text"
                dir="auto"
                style={{ fontFamily: LABEL_FONT_STACKS[labels[side].font] }}
              >
                {text || (
                  <span className="perfume-builder__label-empty">{t('builder.preview.emptyLabel')}</span>
                )}
              </p>
              <figcaption className="perfume-builder__view-caption" id={`${id}-${side}`}>
                {t(`builder.preview.${side}`)}
              </figcaption>
            </figure>
          );
        })}
      </div>
    </section>
  );
}
