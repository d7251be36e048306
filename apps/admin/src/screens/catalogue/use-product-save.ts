import type { AdminProduct, AdminProductUpdate } from '@atelier/api/schema';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { isAdminError } from '../../app/admin-api';
import { useServices } from '../../app/services';
import { catalogueApi } from './catalogue-api';

/** How a product section reads, compares and sends its own part of the product. */
export interface ProductPart<T> {
  /** The section's values in a product. */
  valuesOf: (product: AdminProduct) => T;
  same: (a: T, b: T) => boolean;
  /** The update's fields (the version aside) for `draft`, the form having been opened on `base`. */
  changes: (base: T, draft: T) => Omit<AdminProductUpdate, 'version'>;
}

/**
 * A product section's form saved on the version it was opened at (PATCH): a 409 keeps the other
 * person's product in `theirs`, to take (`takeTheirs`) or save over knowingly (`overwrite`).
 * `part` is read on every render: give it a module-level constant.
 */
export function useProductSave<T>(
  product: AdminProduct,
  onSaved: (next: AdminProduct) => void,
  part: ProductPart<T>,
) {
  const { api } = useServices();
  const { valuesOf, same, changes } = part;
  const [base, setBase] = useState(() => ({ version: product.version, values: valuesOf(product) }));
  const [draft, setDraft] = useState<T>(() => valuesOf(product));
  const [theirs, setTheirs] = useState<AdminProduct | null>(null);
  const dirty = !same(base.values, draft);

  // The product read again or saved elsewhere on this screen (a price raises its version too):
  // unchanged values only move the version on; changed ones replace an untouched form.
  useEffect(() => {
    if (product.version === base.version) return;
    if (same(valuesOf(product), base.values)) setBase({ version: product.version, values: base.values });
    else if (!dirty) {
      setBase({ version: product.version, values: valuesOf(product) });
      setDraft(valuesOf(product));
    }
  }, [product, base, dirty, same, valuesOf]);

  const save = useMutation({
    mutationFn: (version: number) =>
      catalogueApi(api).update(product.id, { version, ...changes(base.values, draft) }),
    onSuccess: (next) => {
      setTheirs(null);
      setBase({ version: next.version, values: valuesOf(next) });
      setDraft(valuesOf(next));
      onSaved(next);
    },
    onError: (error) => {
      if (isAdminError(error, 'version_conflict')) setTheirs(error.current as AdminProduct);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (dirty) save.mutate(base.version);
  };
  const takeTheirs = () => {
    if (!theirs) return;
    setBase({ version: theirs.version, values: valuesOf(theirs) });
    setDraft(valuesOf(theirs));
    setTheirs(null);
    save.reset();
    onSaved(theirs);
  };

  return {
    /** The values the form was opened on (or last saved). */
    base: base.values,
    draft,
    setDraft,
    dirty,
    theirs,
    save,
    submit,
    takeTheirs,
    overwrite: () => {
      if (theirs) save.mutate(theirs.version);
    },
    discard: () => setDraft(base.values),
  };
}
