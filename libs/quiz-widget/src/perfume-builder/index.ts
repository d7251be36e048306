/**
 * The perfume builder's own entry: hosts load it with `lazy(() => import(...))` (the root entry's
 * `PerfumeBuilder` does exactly that), so its code, styles and the six label fonts are a chunk of
 * their own that a page showing only the quiz never downloads.
 */
export { PerfumeBuilder, type PerfumeBuilderProps, type PerfumeBuilderSummary } from './perfume-builder';
export { PerfumeBuilder as default } from './perfume-builder';
