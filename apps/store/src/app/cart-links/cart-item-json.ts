import { MAX_LINE_QUANTITY } from '@atelier/commerce/cart';
import type { AddCartItemRequest, PerfumeCustomization, PerfumeLabel } from '@atelier/api/schema';
import { labelTextProblem, normalizeLabelText } from '@atelier/commerce/builder';
import {
  BOTTLE_COLOURS,
  CAP_COLOURS,
  GENDERS,
  LABEL_FONTS,
  LABEL_SIDES,
  PERFUME_SIZES,
  SCENT_MOODS,
} from '@atelier/commerce/enums';

/**
 * The longest `item` a link may carry. The builder's largest request (two 20-character labels,
 * ten scent tags, an outcome id) is well under 1 KB; anything longer is not ours and is refused
 * before it is parsed.
 */
export const MAX_CART_ITEM_JSON = 2000;

/** PerfumeLabel.text maxLength: the raw text, before labelTextProblem's own 20-character rule. */
const MAX_LABEL_TEXT = 40;
const MAX_SCENT_TAGS = 10;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type CartItemJsonResult =
  { ok: true; request: AddCartItemRequest } | { ok: false; field: string; reason: string };

class Refusal extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${field}: ${reason}`);
  }
}

/**
 * Reads the `item` of a cart link (the embedded builder's AddCartItemRequest as JSON) and keeps it
 * only when it has exactly the contract's shape: the link comes from anywhere, so anything extra,
 * out of range or unprintable is refused rather than cleaned up and sent on. Labels follow the
 * builder's own rules (`@atelier/commerce/builder`) and are passed on normalized, as the builder
 * sends them.
 */
export function parseCartItemJson(text: string): CartItemJsonResult {
  if (text.length > MAX_CART_ITEM_JSON) return { ok: false, field: 'item', reason: 'too_long' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, field: 'item', reason: 'not_json' };
  }
  try {
    return { ok: true, request: cartItemRequest(value) };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, field: error.field, reason: error.reason };
    throw error;
  }
}

function cartItemRequest(value: unknown): AddCartItemRequest {
  const item = record(value, 'item', ['product_id', 'variant_id', 'quantity', 'customization']);
  const request: AddCartItemRequest = {
    product_id: positiveInteger(required(item, 'product_id', 'item'), 'item.product_id'),
    quantity: positiveInteger(required(item, 'quantity', 'item'), 'item.quantity', MAX_LINE_QUANTITY),
  };
  if (Object.hasOwn(item, 'variant_id')) {
    request.variant_id =
      item['variant_id'] === null ? null : positiveInteger(item['variant_id'], 'item.variant_id');
  }
  if (Object.hasOwn(item, 'customization')) request.customization = customization(item['customization']);
  return request;
}

function customization(value: unknown): PerfumeCustomization {
  const field = 'item.customization';
  const choices = record(value, field, [
    'bottle_colour',
    'cap_colour',
    'size',
    'labels',
    'gender',
    'mood',
    'scent_tag_ids',
    'outcome_id',
  ]);
  const result: PerfumeCustomization = {
    bottle_colour: oneOf(required(choices, 'bottle_colour', field), BOTTLE_COLOURS, `${field}.bottle_colour`),
    cap_colour: oneOf(required(choices, 'cap_colour', field), CAP_COLOURS, `${field}.cap_colour`),
    size: oneOf(required(choices, 'size', field), PERFUME_SIZES, `${field}.size`),
  };
  if (Object.hasOwn(choices, 'labels')) result.labels = labels(choices['labels']);
  if (Object.hasOwn(choices, 'gender')) result.gender = oneOf(choices['gender'], GENDERS, `${field}.gender`);
  if (Object.hasOwn(choices, 'mood')) {
    result.mood = oneOf(
      choices['mood'],
      SCENT_MOODS.map((mood) => mood.id),
      `${field}.mood`,
    );
  }
  if (Object.hasOwn(choices, 'scent_tag_ids')) {
    const ids = list(choices['scent_tag_ids'], `${field}.scent_tag_ids`, MAX_SCENT_TAGS).map((id, index) =>
      positiveInteger(id, `${field}.scent_tag_ids.${index}`),
    );
    if (new Set(ids).size !== ids.length) throw new Refusal(`${field}.scent_tag_ids`, 'duplicate');
    result.scent_tag_ids = ids;
  }
  if (Object.hasOwn(choices, 'outcome_id')) {
    const id = choices['outcome_id'];
    if (typeof id !== 'string' || !UUID.test(id)) throw new Refusal(`${field}.outcome_id`, 'format');
    result.outcome_id = id;
  }
  return result;
}

function labels(value: unknown): PerfumeLabel[] {
  const field = 'item.customization.labels';
  const result = list(value, field, LABEL_SIDES.length).map((entry, index): PerfumeLabel => {
    const at = `${field}.${index}`;
    const label = record(entry, at, ['text', 'font', 'side']);
    const text = required(label, 'text', at);
    if (typeof text !== 'string') throw new Refusal(`${at}.text`, 'type');
    if (text.length > MAX_LABEL_TEXT) throw new Refusal(`${at}.text`, 'too_long');
    const problem = labelTextProblem(text);
    if (problem) throw new Refusal(`${at}.text`, problem);
    const normalized = normalizeLabelText(text);
    if (!normalized) throw new Refusal(`${at}.text`, 'empty');
    return {
      text: normalized,
      font: oneOf(required(label, 'font', at), LABEL_FONTS, `${at}.font`),
      side: oneOf(required(label, 'side', at), LABEL_SIDES, `${at}.side`),
    };
  });
  if (new Set(result.map((label) => label.side)).size !== result.length)
    throw new Refusal(field, 'duplicate_side');
  return result;
}

/** A plain object with no keys but `allowed` (the contract's additionalProperties: false). */
function record(value: unknown, field: string, allowed: readonly string[]): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Refusal(field, 'type');
  const extra = Object.keys(value).find((key) => !allowed.includes(key));
  if (extra !== undefined) throw new Refusal(`${field}.${extra}`, 'unknown_field');
  return value as Record<string, unknown>;
}

function required(object: Record<string, unknown>, key: string, field: string): unknown {
  if (!Object.hasOwn(object, key)) throw new Refusal(`${field}.${key}`, 'required');
  return object[key];
}

function list(value: unknown, field: string, max: number): unknown[] {
  if (!Array.isArray(value)) throw new Refusal(field, 'type');
  if (value.length > max) throw new Refusal(field, 'too_many');
  return value;
}

function positiveInteger(value: unknown, field: string, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new Refusal(field, 'type');
  if (value < 1 || value > max) throw new Refusal(field, 'out_of_range');
  return value;
}

function oneOf<T extends string | number>(value: unknown, allowed: readonly T[], field: string): T {
  if (!(allowed as readonly unknown[]).includes(value)) throw new Refusal(field, 'unknown');
  return value as T;
}
