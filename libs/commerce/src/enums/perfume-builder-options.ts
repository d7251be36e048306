// Options of the bespoke perfume builder (SPEC §3). Values are the exact strings the API stores, so
// they are compared case-sensitively (fonts and genders are capitalised there, colours are not).

export const BOTTLE_COLOURS = ['black', 'clear'] as const;
export type BottleColour = (typeof BOTTLE_COLOURS)[number];

export const CAP_COLOURS = ['black', 'gold', 'white'] as const;
export type CapColour = (typeof CAP_COLOURS)[number];

export const LABEL_FONTS = [
  'Jost',
  'Playfair Display',
  'Dancing Script',
  'Balsamiq Sans',
  'Permanent Marker',
  'Nunito',
] as const;
export type LabelFont = (typeof LABEL_FONTS)[number];

export const LABEL_SIDES = ['front', 'back'] as const;
export type LabelSide = (typeof LABEL_SIDES)[number];

export const PERFUME_SIZES = ['100ml', '30ml'] as const;
export type PerfumeSize = (typeof PERFUME_SIZES)[number];

export const GENDERS = ['Female', 'Male', 'Neutral'] as const;
export type Gender = (typeof GENDERS)[number];
