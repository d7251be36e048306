import type { ComponentType, ReactNode } from 'react';

/** One block of a CMS page (the contract's `CmsBlock`): `data` is free-form per `type`. */
export interface CmsBlockData {
  id: string;
  type: string;
  data: Record<string, unknown>;
}

/** An app's router link (or a plain anchor), given an already resolved site path. */
export type CmsLinkComponent = ComponentType<{ href: string; className?: string; children: ReactNode }>;

export type BlockData = Record<string, unknown>;

/** The first of `keys` that holds a non-empty string: editors and importers name fields differently. */
export function text(data: BlockData, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = data[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

/** A nested object field (e.g. a hero's `cta`), or an empty record. */
export function record(data: BlockData, key: string): BlockData {
  const value = data[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as BlockData) : {};
}

const dimension = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 && number <= 10_000
    ? number
    : undefined;
};

/**
 * A picture's intrinsic `width` and `height` when the block gives both (so the page reserves its box
 * before the file arrives and nothing below it moves); nothing when either is missing or not a size.
 */
export function imageSize(data: BlockData): { width?: number; height?: number } {
  const width = dimension(data['width'] ?? data['image_width']);
  const height = dimension(data['height'] ?? data['image_height']);
  return width && height ? { width, height } : {};
}
