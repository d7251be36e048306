export interface ArabicFace {
  source: string;
  file: string;
}
export const FONTS_DIR: string;
export const ARABIC_FACES: ArabicFace[];
export const CORE_RANGES: Array<[number, number]>;
export const FONTSOURCE_ARABIC_RANGE: string;
export const CORE_RANGE: string;
export const REST_RANGE: string;
export function parseRange(range: string): Array<[number, number]>;
export function formatRange(pairs: Array<[number, number]>): string;
export function subtractRanges(pairs: Array<[number, number]>, minus: Array<[number, number]>): Array<[number, number]>;
export function coreSubset(face: ArabicFace): Promise<Buffer>;
