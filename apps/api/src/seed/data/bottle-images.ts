import { BOTTLE_COLOURS, CAP_COLOURS, PERFUME_SIZES } from '@atelier/commerce/enums';
import type { SeedBottleImage } from './types';

/** One picture per bottle colour × cap colour × size for the bespoke perfume builder. */
export const bottleImages: readonly SeedBottleImage[] = BOTTLE_COLOURS.flatMap((bottleColour) =>
  CAP_COLOURS.flatMap((capColour) =>
    PERFUME_SIZES.map((size) => ({
      bottleColour,
      capColour,
      size,
      path: `/media/bottles/${bottleColour}-${capColour}-${size}.svg` as const,
    })),
  ),
);
