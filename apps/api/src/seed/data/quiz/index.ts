import type { SeedPersonality, SeedQuestion } from '../types';
import { acmePersonalities, acmeQuestions } from './acme';
import { storePersonalities } from './personalities';
import { storeQuestions } from './store-questions';

export { acmeTags } from './acme';

export const questions: readonly SeedQuestion[] = [...storeQuestions, ...acmeQuestions];
export const personalities: readonly SeedPersonality[] = [...storePersonalities, ...acmePersonalities];
