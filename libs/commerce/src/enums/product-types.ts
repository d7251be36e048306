/** The 30 product type names of SPEC §3, exactly as the API spells them (snake_case). */
export const PRODUCT_TYPE_NAMES = [
  'perfume_oil',
  'home_scent_oil',
  'car_diffuser',
  'single_candle',
  'oil_burner',
  'reed_diffuser',
  'dual_crayon_spray',
  'perfume_diy',
  'perfume_soloscent',
  'perfume_diy_edp',
  'hair_mist',
  'hand_body_wash',
  'hand_body_lotion',
  'scent_machine_diffuser',
  'premade',
  'limited_edition',
  'best_seller',
  'scent_diy',
  'gift_box',
  'mini_candles',
  'dual_candles',
  'scent_diary',
  'discovery_box',
  'scent_discovery_set4',
  'bottle_diy',
  'gift_bundle',
  'perfume_100ml',
  'hand_cream',
  'lip_balm',
  'gift_wrap',
] as const;

export type ProductTypeName = (typeof PRODUCT_TYPE_NAMES)[number];

export function isProductTypeName(value: unknown): value is ProductTypeName {
  return typeof value === 'string' && (PRODUCT_TYPE_NAMES as readonly string[]).includes(value);
}
