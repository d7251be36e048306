import { fixtures } from '@atelier/api/testing';
import { describe, expect, it } from 'vitest';
import { bundleOf, scentNotesOf } from './product-extras';

describe('scentNotesOf', () => {
  it('reads a notes object, when the API sends one', () => {
    const product = {
      ...fixtures.product,
      notes: { top: 'Calamansi, bergamot', heart: 'Neroli', base: ' ' },
    };
    expect(scentNotesOf(product)).toEqual({ top: 'Calamansi, bergamot', heart: 'Neroli', base: null });
  });

  it('reads notes from tags of the note groups', () => {
    const tag = (id: number, name: string, group: string) => ({
      ...fixtures.tag,
      id,
      name,
      slug: `t${id}`,
      group,
    });
    const product = {
      ...fixtures.product,
      tags: [
        tag(1, 'Woody', 'scent_family'),
        tag(2, 'Yuzu', 'top_note'),
        tag(3, 'Lime', 'top_note'),
        tag(4, 'Amber', 'base_note'),
      ],
    };
    expect(scentNotesOf(product)).toEqual({ top: 'Yuzu, Lime', heart: null, base: 'Amber' });
  });

  it('is null without notes', () => {
    expect(scentNotesOf(fixtures.product)).toBeNull();
  });
});

describe('bundleOf', () => {
  it('lists the parts of a bundle with their quantities, skipping unusable entries', () => {
    const product = {
      ...fixtures.product,
      bundle: [
        { name: 'Orchid Garden Candle', quantity: 1 },
        { name: 'Perfume oil', quantity: 2 },
        { quantity: 1 },
        null,
      ],
    };
    expect(bundleOf(product)).toEqual([
      { name: 'Orchid Garden Candle', quantity: 1 },
      { name: 'Perfume oil', quantity: 2 },
    ]);
    expect(bundleOf(fixtures.product)).toEqual([]);
  });
});
