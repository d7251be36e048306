import { fixtures } from '@atelier/api/testing';
import { describe, expect, it } from 'vitest';
import { bundleOf, scentNotesOf } from './product-extras';

describe('scentNotesOf', () => {
  it('returns the notes the API sends', () => {
    const product = {
      ...fixtures.product,
      notes: { top: 'Calamansi, bergamot', heart: 'Neroli', base: 'Vetiver' },
    };
    expect(scentNotesOf(product)).toEqual({ top: 'Calamansi, bergamot', heart: 'Neroli', base: 'Vetiver' });
  });

  it('is null without notes, or with empty ones', () => {
    expect(scentNotesOf({ ...fixtures.product, notes: null })).toBeNull();
    expect(scentNotesOf({ ...fixtures.product, notes: { top: '', heart: '', base: '' } })).toBeNull();
  });
});

describe('bundleOf', () => {
  it('lists what a set holds, in order', () => {
    const bundle = [
      { slug: 'kaya-toast-candle', name: 'Kaya Toast Candle', variant: '200g', quantity: 1 },
      { slug: 'orchid-perfume-oil', name: 'Orchid Perfume Oil', variant: null, quantity: 2 },
    ];
    expect(bundleOf({ ...fixtures.product, bundle })).toEqual(bundle);
  });

  it('is empty for a single product', () => {
    expect(bundleOf({ ...fixtures.product, bundle: undefined })).toEqual([]);
  });
});
