import { lazy } from 'react';

/** Starts loading the builder's chunk (e.g. on hover of the link that opens it) and resolves to its module. */
export const loadPerfumeBuilder = () => import('./index');

/**
 * The builder as a lazy component: render it inside `<Suspense>`. Its module, styles and label
 * fonts are fetched the first time it renders, not with the quiz.
 */
export const PerfumeBuilder = lazy(loadPerfumeBuilder);
