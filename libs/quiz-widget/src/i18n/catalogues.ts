import type { Language } from '@atelier/commerce/paths';
import arBuilder from './builder/ar.json';
import enBuilder from './builder/en.json';
import viBuilder from './builder/vi.json';
import zhHansBuilder from './builder/zh-hans.json';
import arQuiz from './quiz/ar.json';
import enQuiz from './quiz/en.json';
import viQuiz from './quiz/vi.json';
import zhHansQuiz from './quiz/zh-hans.json';

/**
 * The widgets' own words, apart from the store's: partner pages render them in a frame without the
 * store's catalogues. Each widget has its own files (distinct top-level keys `quiz` and `builder`)
 * so the two can be worked on separately; they are merged here. Typed as English's shape, so a
 * missing key in a translation fails the typecheck as well as the completeness test.
 */
const en = { ...enQuiz, ...enBuilder };

export type WidgetCatalogue = typeof en;

export const catalogues: Record<Language, WidgetCatalogue> = {
  en,
  ar: { ...arQuiz, ...arBuilder },
  'zh-hans': { ...zhHansQuiz, ...zhHansBuilder },
  vi: { ...viQuiz, ...viBuilder },
};
