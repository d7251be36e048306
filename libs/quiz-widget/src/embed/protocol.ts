/**
 * The host ↔ frame message protocol of the embed (DESIGN "Widgets"): every message is
 * `{ v: 1, type, ... }`. The frame sends `hello` once through `window.postMessage` (with the port
 * of a MessageChannel); everything after that travels on the port. Messages carry no personal
 * data: no answers, no outcome id, no e-mail or address, only what a partner page may show or count.
 *
 * The guards below accept a message only when it is exactly one of these shapes (no unknown
 * fields, so nothing else can ride along), of this version, in the expected direction.
 */
export const PROTOCOL_VERSION = 1;

export type EmbedWidget = 'quiz' | 'builder';

/** frame → host, on `window` (the only message not on the port). */
export interface HelloMessage {
  v: 1;
  type: 'hello';
  widget: EmbedWidget;
}

/** frame → host: the widget has rendered its first screen. */
export interface ReadyMessage {
  v: 1;
  type: 'ready';
  widget: EmbedWidget;
}

/** frame → host: the visitor moved to a step (1-based) of `total`. */
export interface StepMessage {
  v: 1;
  type: 'step';
  step: number;
  total: number;
}

/** frame → host: the quiz has a result; the personality and families only (no outcome id). */
export interface OutcomeMessage {
  v: 1;
  type: 'outcome';
  personality: string;
  families: string[];
}

/** frame → host: the visitor added a product; the store opens in a new tab with it in a cart. */
export interface AddToCartMessage {
  v: 1;
  type: 'add-to-cart';
  /** The product's public id, its price of one item in minor units and the ISO currency. */
  product: string;
  price: number;
  currency: string;
  quantity: number;
}

/** frame → host: the content's height in CSS pixels. */
export interface ResizeMessage {
  v: 1;
  type: 'resize';
  height: number;
}

/** host → frame: CSS custom properties from the allow-list, values already validated. */
export interface ThemeMessage {
  v: 1;
  type: 'theme';
  properties: Partial<Record<ThemeProperty, string>>;
}

export type FrameEvent = ReadyMessage | StepMessage | OutcomeMessage | AddToCartMessage | ResizeMessage;
export type FrameMessage = HelloMessage | FrameEvent;
export type HostMessage = ThemeMessage;
export type EmbedMessage = FrameMessage | HostMessage;

/**
 * The theme a partner may set: the widget's own design tokens, nothing that could move or hide
 * it. The element takes each as an attribute of the same name without the dashes
 * (`<scent-quiz color-accent="#7a4b8f">`).
 */
export const THEME_PROPERTIES = [
  '--color-accent',
  '--color-accent-ink',
  '--color-ink',
  '--color-ink-muted',
  '--color-paper',
  '--color-surface',
  '--color-border',
  '--font-body',
  '--font-display',
  '--radius',
] as const;
export type ThemeProperty = (typeof THEME_PROPERTIES)[number];

const COLOR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/a-z]{1,60}\)|[a-z]{3,20})$/i;
const FONT = /^[a-z0-9 ,'"-]{1,100}$/i;
const LENGTH = /^(0|\d{1,3}(\.\d{1,2})?(px|rem|em))$/;

/** Whether `value` is an acceptable value of the theme property (no `url(`, `;`, `}` or `var(`). */
export function isThemeValue(property: ThemeProperty, value: string): boolean {
  if (property === '--radius') return LENGTH.test(value);
  if (property.startsWith('--font-')) return FONT.test(value);
  // A named colour has no `(`: only rgb() and hsl() may, so no url(), var() or attr().
  return COLOR.test(value);
}

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Exactly these keys: nothing extra may ride along (personal data included). */
const hasKeys = (data: Fields, keys: string[]) => {
  const own = Object.keys(data);
  return own.length === keys.length && keys.every((key) => Object.prototype.hasOwnProperty.call(data, key));
};

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

const isCount = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;

const isWidget = (value: unknown): value is EmbedWidget => value === 'quiz' || value === 'builder';

function checkFrameMessage(data: Fields): boolean {
  switch (data['type']) {
    case 'hello':
    case 'ready':
      return hasKeys(data, ['v', 'type', 'widget']) && isWidget(data['widget']);
    case 'step':
      return (
        hasKeys(data, ['v', 'type', 'step', 'total']) &&
        isCount(data['step'], 100) &&
        isCount(data['total'], 100) &&
        (data['step'] as number) >= 1 &&
        (data['step'] as number) <= (data['total'] as number)
      );
    case 'outcome': {
      const families = data['families'];
      return (
        hasKeys(data, ['v', 'type', 'personality', 'families']) &&
        isText(data['personality'], 200) &&
        Array.isArray(families) &&
        families.length <= 20 &&
        families.every((family) => isText(family, 100))
      );
    }
    case 'add-to-cart':
      return (
        hasKeys(data, ['v', 'type', 'product', 'price', 'currency', 'quantity']) &&
        isText(data['product'], 100) &&
        isCount(data['price'], 100_000_000) &&
        typeof data['currency'] === 'string' &&
        /^[A-Z]{3}$/.test(data['currency']) &&
        isCount(data['quantity'], 1000) &&
        (data['quantity'] as number) >= 1
      );
    case 'resize':
      return hasKeys(data, ['v', 'type', 'height']) && isCount(data['height'], 100_000);
    default:
      return false;
  }
}

function checkHostMessage(data: Fields): boolean {
  if (data['type'] !== 'theme' || !hasKeys(data, ['v', 'type', 'properties'])) return false;
  const properties = data['properties'];
  if (!isRecord(properties)) return false;
  return Object.entries(properties).every(
    ([name, value]) =>
      (THEME_PROPERTIES as readonly string[]).includes(name) &&
      typeof value === 'string' &&
      isThemeValue(name as ThemeProperty, value),
  );
}

/** The message the host may accept from its frame, or null (malformed, other version, wrong direction). */
export function parseFrameMessage(data: unknown): FrameMessage | null {
  return isRecord(data) && data['v'] === PROTOCOL_VERSION && checkFrameMessage(data)
    ? (data as unknown as FrameMessage)
    : null;
}

/** The message the frame may accept from its host, or null. */
export function parseHostMessage(data: unknown): HostMessage | null {
  return isRecord(data) && data['v'] === PROTOCOL_VERSION && checkHostMessage(data)
    ? (data as unknown as HostMessage)
    : null;
}

type WithoutVersion<M> = M extends EmbedMessage ? Omit<M, 'v'> : never;

/** Builds a message of this version (so callers never spell `v`). */
export function message<M extends EmbedMessage>(body: WithoutVersion<M>): M {
  return { v: PROTOCOL_VERSION, ...body } as unknown as M;
}
