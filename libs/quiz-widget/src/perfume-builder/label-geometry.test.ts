import { PERFUME_SIZES } from '@atelier/commerce/enums';
import { describe, expect, it } from 'vitest';
import { PREVIEW_CROP, labelArea } from './label-geometry';

describe('where the label lies on the bottle pictures', () => {
  it('puts each size’s label inside the shown part of the picture, centred like the bottle', () => {
    for (const size of PERFUME_SIZES) {
      const area = labelArea(size);
      expect(area.x, size).toBeGreaterThan(0);
      expect(area.y, size).toBeGreaterThan(0);
      expect(area.x + area.width, size).toBeLessThan(1);
      expect(area.y + area.height, size).toBeLessThan(1);
      expect(area.x + area.width / 2, size).toBeCloseTo(0.5);
    }
    // The small bottle's label is the narrower one, at the same height of label.
    expect(labelArea('30ml').width).toBeLessThan(labelArea('100ml').width);
    expect(labelArea('30ml').height).toBeCloseTo(labelArea('100ml').height);
  });

  it('shows the bottle’s part of the square picture in a 5 × 7 frame', () => {
    expect(PREVIEW_CROP.width / PREVIEW_CROP.height).toBeCloseTo(5 / 7);
    expect(PREVIEW_CROP.x + PREVIEW_CROP.width / 2).toBeCloseTo(0.5);
  });
});
