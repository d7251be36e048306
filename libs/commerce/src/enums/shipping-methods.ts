/**
 * Shipping methods of SPEC §3. The display names are what the API and the shopper see; the codes are
 * stable identifiers for code, URLs and analytics joins, so renaming a label never breaks a lookup.
 */
export const SHIPPING_METHODS = [
  { code: 'self-collect', name: 'Self Collect' },
  { code: 'express', name: 'Express' },
  { code: 'standard', name: 'Standard' },
] as const;

export type ShippingMethod = (typeof SHIPPING_METHODS)[number];
export type ShippingMethodCode = ShippingMethod['code'];
export type ShippingMethodName = ShippingMethod['name'];

export const SHIPPING_METHOD_CODES = SHIPPING_METHODS.map((m) => m.code) as readonly ShippingMethodCode[];

export function shippingMethodName(code: ShippingMethodCode): ShippingMethodName {
  const method = SHIPPING_METHODS.find((m) => m.code === code);
  if (!method) throw new Error(`Unknown shipping method code "${String(code)}"`);
  return method.name;
}

/**
 * Code for a display name as the API sends it. Case and surrounding spaces are ignored because the
 * name is free text on the server side; unknown names give null rather than a guess.
 */
export function shippingMethodCodeFromName(name: string): ShippingMethodCode | null {
  const wanted = name.trim().toLowerCase();
  return SHIPPING_METHODS.find((m) => m.name.toLowerCase() === wanted)?.code ?? null;
}
