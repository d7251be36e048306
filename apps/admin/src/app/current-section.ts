import { createContext, use } from 'react';
import type { Section } from './roles';

/** The section whose screen is showing (set by the route of screens.tsx's entry). */
export const CurrentSection = createContext<Section | null>(null);

export function useCurrentSection(): Section | null {
  return use(CurrentSection);
}
