import {
  LABEL_MAX_CHARACTERS,
  clampLabelText,
  labelLength,
  labelTextProblem,
  type LabelChoice,
} from '@atelier/commerce/builder';
import { LABEL_FONTS, type LabelFont, type LabelSide } from '@atelier/commerce/enums';
import { TextField } from '@atelier/ui/text-field';
import { LABEL_FONT_STACKS } from '../fonts/label-fonts';
import type { Translate } from '../i18n';
import { OptionGroup } from './option-group';

export interface LabelFieldProps {
  side: LabelSide;
  label: LabelChoice;
  onChange(label: LabelChoice): void;
  t: Translate;
}

/**
 * The text and font of one label side. Typing past the limit is cut at the limit (whole
 * characters, so an emoji is never split), so the field can never hold more than can be printed;
 * what cannot be printed (a line break, a control character) is shown as an error instead.
 */
export function LabelField({ side, label, onChange, t }: LabelFieldProps) {
  const problem = labelTextProblem(label.text);
  const max = LABEL_MAX_CHARACTERS;
  const error =
    problem === 'not_printable'
      ? t('builder.label.notPrintable')
      : problem === 'too_long'
        ? t('builder.label.tooLong', { max })
        : undefined;
  return (
    <fieldset className="perfume-builder__group perfume-builder__label-side">
      <legend className="perfume-builder__legend">{t(`builder.label.${side}`)}</legend>
      <TextField
        label={t('builder.label.text')}
        hint={
          <>
            {t('builder.label.hint', { max })}{' '}
            <span className="perfume-builder__counter" aria-live="polite">
              {t('builder.label.counter', { count: labelLength(label.text), max })}
            </span>
          </>
        }
        error={error}
        value={label.text}
        dir="auto"
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange({ ...label, text: clampLabelText(event.target.value) })}
        style={{ fontFamily: LABEL_FONT_STACKS[label.font] }}
      />
      <OptionGroup<LabelFont>
        legend={t('builder.label.font')}
        className="perfume-builder__fonts"
        value={label.font}
        onChange={(font) => onChange({ ...label, font })}
        options={LABEL_FONTS.map((font) => ({
          value: font,
          label: font,
          labelStyle: { fontFamily: LABEL_FONT_STACKS[font] },
        }))}
      />
    </fieldset>
  );
}
