import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PERFUME_CHOICES,
  perfumeCartItemRequest,
  perfumeChoiceProblems,
  type PerfumeChoices,
} from './perfume-choices';

const chosen: PerfumeChoices = {
  ...DEFAULT_PERFUME_CHOICES,
  productId: 101,
  variantId: 1012,
  mood: 2,
  size: '30ml',
  bottleColour: 'black',
  capColour: 'white',
  labels: { front: { text: '  For Mei ', font: 'Dancing Script' }, back: { text: '', font: 'Nunito' } },
  scentTagIds: [12, 12],
  outcomeId: '2b1e6f0c-3c55-4f7e-9d0a-6f3a1f0b9c11',
  quantity: 2,
};

describe('perfume choices', () => {
  it('turn into a perfume_diy cart item request holding every choice', () => {
    expect(perfumeCartItemRequest(chosen)).toEqual({
      product_id: 101,
      variant_id: 1012,
      quantity: 2,
      customization: {
        bottle_colour: 'black',
        cap_colour: 'white',
        size: '30ml',
        labels: [{ text: 'For Mei', font: 'Dancing Script', side: 'front' }],
        mood: 2,
        scent_tag_ids: [12],
        outcome_id: '2b1e6f0c-3c55-4f7e-9d0a-6f3a1f0b9c11',
      },
    });
  });

  it('keep both label sides in order with their own fonts', () => {
    const both = perfumeCartItemRequest({
      ...chosen,
      labels: { front: { text: 'Mei', font: 'Jost' }, back: { text: '2026', font: 'Permanent Marker' } },
      scentTagIds: [],
      outcomeId: null,
    });
    expect(both.customization.labels).toEqual([
      { text: 'Mei', font: 'Jost', side: 'front' },
      { text: '2026', font: 'Permanent Marker', side: 'back' },
    ]);
    expect(both.customization).not.toHaveProperty('scent_tag_ids');
    expect(both.customization).not.toHaveProperty('outcome_id');
  });

  it('say what is missing before the perfume can be added', () => {
    expect(perfumeChoiceProblems(DEFAULT_PERFUME_CHOICES)).toEqual([
      { field: 'scent', reason: 'missing' },
      { field: 'mood', reason: 'missing' },
    ]);
    expect(
      perfumeChoiceProblems({
        ...chosen,
        quantity: 0,
        labels: { front: { text: 'x'.repeat(21), font: 'Jost' }, back: { text: 'a\nb', font: 'Jost' } },
      }),
    ).toEqual([
      { field: 'quantity', reason: 'out_of_range' },
      { field: 'label.front', reason: 'too_long' },
      { field: 'label.back', reason: 'not_printable' },
    ]);
    expect(() => perfumeCartItemRequest(DEFAULT_PERFUME_CHOICES)).toThrow(/scent missing/);
  });

  it('refuse values outside the options', () => {
    const odd = {
      ...chosen,
      bottleColour: 'pink',
      labels: { ...chosen.labels, back: { text: 'x', font: 'Arial' } },
    };
    expect(perfumeChoiceProblems(odd as unknown as PerfumeChoices)).toEqual([
      { field: 'bottleColour', reason: 'unknown' },
      { field: 'label.back', reason: 'unknown_font' },
    ]);
  });
});
