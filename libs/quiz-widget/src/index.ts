/** Version of the host ↔ frame message protocol of the embed (DESIGN "Widgets"). */
export const WIDGET_PROTOCOL_VERSION = 1 as const;

export { ScentQuiz, type ScentQuizProps, type QuizAnalyticsEvent } from './scent-quiz';
export { tokensOfStoredTheme } from './embed/partner-theme';

// The perfume builder is loaded only when it is shown (a chunk of its own, fonts included): the
// root entry never imports its module statically, only its types.
export { PerfumeBuilder, loadPerfumeBuilder } from './perfume-builder/lazy';
export type { PerfumeBuilderProps, PerfumeBuilderSummary } from './perfume-builder';
