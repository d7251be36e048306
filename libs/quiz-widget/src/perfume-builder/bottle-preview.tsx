import type { BottleImage } from '@atelier/api/schema';
import type { LabelChoice } from '@atelier/commerce/builder';
import { normalizeLabelText } from '@atelier/commerce/builder';
import type { BottleColour, CapColour, LabelSide, PerfumeSize } from '@atelier/commerce/enums';
import { useId, useRef } from 'react';
import { LABEL_FONT_STACKS } from '../fonts/label-fonts';
import type { Translate } from '../i18n';
import { useFittedText } from './fit-text';
import { PREVIEW_CROP, boxStyle, cropStyle, labelArea } from './label-geometry';

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
 * The bottle as chosen (nothing drawn until the pictures arrive, then a note if none matches): the
 * picture of its bottle colour, cap colour and size, with each label's text on the bottle's label
 * in its font, made smaller (and wrapped between words) until it fits there. The text is a React
 * text node, never HTML, so whatever a shopper types (`<img onerror=…>` included) is shown as the
 * characters typed.
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
        {SIDES.map((side) => (
          <figure
            className={`perfume-builder__view perfume-builder__view--${bottleColour}`}
            key={side}
            aria-labelledby={`${id}-${side}`}
          >
            <div className="perfume-builder__picture">
              {image ? (
                <img
                  className="perfume-builder__bottle"
                  src={image.url}
                  alt={side === 'front' ? alt : ''}
                  style={cropStyle(PREVIEW_CROP)}
                />
              ) : images && side === 'front' ? (
                <p className="perfume-builder__no-image" role="img" aria-label={alt}>
                  {t('builder.preview.noImage')}
                </p>
              ) : null}
              {image ? <LabelOnBottle label={labels[side]} size={size} t={t} /> : null}
            </div>
            <figcaption className="perfume-builder__view-caption" id={`${id}-${side}`}>
              {t(`builder.preview.${side}`)}
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}

function LabelOnBottle({ label, size, t }: { label: LabelChoice; size: PerfumeSize; t: Translate }) {
  const box = useRef<HTMLParagraphElement>(null);
  const textRef = useRef<HTMLSpanElement>(null);
  const text = normalizeLabelText(label.text);
  useFittedText(box, textRef, [text, label.font, size]);
  return (
    <p className="perfume-builder__label-area" ref={box} style={boxStyle(labelArea(size))}>
      <span
        className={
          text ? 'perfume-builder__label-text' : 'perfume-builder__label-text perfume-builder__label-empty'
        }
        ref={textRef}
        dir="auto"
        style={text ? { fontFamily: LABEL_FONT_STACKS[label.font] } : undefined}
      >
        {text || t('builder.preview.emptyLabel')}
      </span>
    </p>
  );
}
