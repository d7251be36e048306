import type { ProductSummary } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import type { CatalogueContext } from '../products';
import { loadProductData, productSummaryView } from '../products';
import { selectCandidateProducts, selectPersonalityProductIds } from './queries';

/** How many products a result page shows. */
export const RECOMMENDATION_LIMIT = 6;

export interface RecommendationInput {
  personalityId: number;
  mood: number;
  gender: string | null;
  /** Scent family tag ids, most chosen first. */
  familyIds: readonly number[];
}

/**
 * The result page's products, priced now in the request's currency: the personality's own picks
 * first (in their order), then other products of the mood that share the most chosen families.
 * Only what a visitor can buy here: active, in stock, priced in the currency and made for the
 * visitor's gender.
 */
export async function recommendProducts(
  db: Database,
  input: RecommendationInput,
  context: CatalogueContext,
): Promise<ProductSummary[]> {
  const pinned = await selectPersonalityProductIds(db, input.personalityId);
  const rows = await selectCandidateProducts(db, input.mood, pinned);
  const data = await loadProductData(db, rows, context.currency);

  const pinPosition = new Map(pinned.map((id, index) => [id, index]));
  // A family chosen more often weighs more: the first family counts most.
  const familyWeight = new Map(input.familyIds.map((id, index) => [id, input.familyIds.length - index]));
  const score = (productId: number) =>
    (data.tags.get(productId) ?? []).reduce((sum, tag) => sum + (familyWeight.get(tag.id) ?? 0), 0);

  const ranked = rows
    .filter((row) => !input.gender || row.genders.length === 0 || row.genders.includes(input.gender))
    .map((row, index) => ({ row, index, pin: pinPosition.get(row.id), score: score(row.id) }))
    .sort((a, b) => {
      if (a.pin !== undefined || b.pin !== undefined) {
        return (a.pin ?? Number.MAX_SAFE_INTEGER) - (b.pin ?? Number.MAX_SAFE_INTEGER);
      }
      return b.score - a.score || a.index - b.index;
    });

  const out: ProductSummary[] = [];
  for (const { row } of ranked) {
    const view = productSummaryView(row, data, context);
    if (view?.in_stock) out.push(view);
    if (out.length === RECOMMENDATION_LIMIT) break;
  }
  return out;
}
