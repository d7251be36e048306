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
