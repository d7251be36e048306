import type { ProductTypeName } from '@atelier/api/schema';
import type { TFunction } from 'i18next';

/** A product type's name for shoppers ("Reed diffusers"), in the page's language. */
export function productTypeLabel(t: TFunction, type: ProductTypeName): string {
  return t(`productTypes.${type}`);
}
