import {
  BOTTLE_COLOURS,
  CAP_COLOURS,
  LABEL_FONTS,
  PERFUME_SIZES,
  type BottleColour,
  type CapColour,
  type LabelFont,
  type LabelSide,
  type PerfumeSize,
} from '../enums/perfume-builder-options';
import { SCENT_MOODS, type ScentMoodId } from '../enums/scent-moods';
import { labelTextProblem, normalizeLabelText, type LabelTextProblem } from './label-text';

export interface LabelChoice {
  readonly text: string;
  readonly font: LabelFont;
}

/** Everything a shopper chooses in the bespoke perfume builder. */
export interface PerfumeChoices {
  /** The perfume_diy product (the scent). */
  readonly productId: number | null;
  /** The product's variant of the chosen size (it carries the price). */
  readonly variantId: number | null;
  readonly mood: ScentMoodId | null;
  readonly size: PerfumeSize;
  readonly bottleColour: BottleColour;
  readonly capColour: CapColour;
  readonly labels: Readonly<Record<LabelSide, LabelChoice>>;
  /** Scent family tags the scent was chosen by (empty when it came from a quiz result). */
  readonly scentTagIds: readonly number[];
  /** The quiz outcome the perfume was built from. */
  readonly outcomeId: string | null;
  readonly quantity: number;
}

export const DEFAULT_PERFUME_CHOICES: PerfumeChoices = {
  productId: null,
  variantId: null,
  mood: null,
  size: '100ml',
  bottleColour: 'clear',
  capColour: 'gold',
  labels: { front: { text: '', font: 'Jost' }, back: { text: '', font: 'Jost' } },
  scentTagIds: [],
  outcomeId: null,
  quantity: 1,
};

export type PerfumeChoiceProblem =
  | { field: 'scent'; reason: 'missing' }
  | { field: 'mood'; reason: 'missing' }
  | { field: 'size' | 'bottleColour' | 'capColour'; reason: 'unknown' }
  | { field: 'quantity'; reason: 'out_of_range' }
  | { field: 'label.front' | 'label.back'; reason: LabelTextProblem | 'unknown_font' };

/** The cart item request (the contract's AddCartItemRequest with its PerfumeCustomization). */
export interface PerfumeCartItemRequest {
  product_id: number;
  variant_id: number;
  quantity: number;
  customization: {
    bottle_colour: BottleColour;
    cap_colour: CapColour;
    size: PerfumeSize;
    labels: { text: string; font: LabelFont; side: LabelSide }[];
    mood: ScentMoodId;
    scent_tag_ids?: number[];
    outcome_id?: string;
  };
}

const SIDES: readonly LabelSide[] = ['front', 'back'];
export const MAX_BUILDER_QUANTITY = 10;

/** What is still missing or wrong before the perfume can go into the cart (empty when nothing). */
export function perfumeChoiceProblems(choices: PerfumeChoices): PerfumeChoiceProblem[] {
  const problems: PerfumeChoiceProblem[] = [];
  if (choices.productId === null || choices.variantId === null)
    problems.push({ field: 'scent', reason: 'missing' });
  if (choices.mood === null || !SCENT_MOODS.some((m) => m.id === choices.mood))
    problems.push({ field: 'mood', reason: 'missing' });
  if (!PERFUME_SIZES.includes(choices.size)) problems.push({ field: 'size', reason: 'unknown' });
  if (!BOTTLE_COLOURS.includes(choices.bottleColour))
    problems.push({ field: 'bottleColour', reason: 'unknown' });
  if (!CAP_COLOURS.includes(choices.capColour)) problems.push({ field: 'capColour', reason: 'unknown' });
  if (!Number.isInteger(choices.quantity) || choices.quantity < 1 || choices.quantity > MAX_BUILDER_QUANTITY)
    problems.push({ field: 'quantity', reason: 'out_of_range' });
  for (const side of SIDES) {
    const label = choices.labels[side];
    const problem = labelTextProblem(label.text);
    if (problem) problems.push({ field: `label.${side}`, reason: problem });
    else if (!LABEL_FONTS.includes(label.font))
      problems.push({ field: `label.${side}`, reason: 'unknown_font' });
  }
  return problems;
}

/**
 * The perfume_diy cart item request for the choices: every choice is in the customization (the
 * server derives the line's variant values from it), an empty label side is left out. Throws when
 * `perfumeChoiceProblems` is not empty, so a half-made perfume never reaches the cart.
 */
export function perfumeCartItemRequest(choices: PerfumeChoices): PerfumeCartItemRequest {
  const problems = perfumeChoiceProblems(choices);
  if (
    problems.length > 0 ||
    choices.productId === null ||
    choices.variantId === null ||
    choices.mood === null
  ) {
    throw new RangeError(
      `perfumeCartItemRequest: ${problems.map((p) => `${p.field} ${p.reason}`).join(', ')}`,
    );
  }
  const labels = SIDES.flatMap((side) => {
    const text = normalizeLabelText(choices.labels[side].text);
    return text ? [{ text, font: choices.labels[side].font, side }] : [];
  });
  const customization: PerfumeCartItemRequest['customization'] = {
    bottle_colour: choices.bottleColour,
    cap_colour: choices.capColour,
    size: choices.size,
    labels,
    mood: choices.mood,
  };
  if (choices.scentTagIds.length > 0) customization.scent_tag_ids = [...new Set(choices.scentTagIds)];
  if (choices.outcomeId) customization.outcome_id = choices.outcomeId;
  return {
    product_id: choices.productId,
    variant_id: choices.variantId,
    quantity: choices.quantity,
    customization,
  };
}
