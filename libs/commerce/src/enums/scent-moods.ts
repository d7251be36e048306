/** Scent moods of SPEC §3; the id is what the API stores, the time of day groups them in the quiz. */
export const SCENT_MOODS = [
  { id: 0, name: 'fresh', timeOfDay: 'day' },
  { id: 1, name: 'elegant', timeOfDay: 'day' },
  { id: 2, name: 'seductive', timeOfDay: 'night' },
  { id: 3, name: 'bold', timeOfDay: 'night' },
] as const;

export type ScentMood = (typeof SCENT_MOODS)[number];
export type ScentMoodId = ScentMood['id'];
export type ScentMoodName = ScentMood['name'];
export type TimeOfDay = ScentMood['timeOfDay'];

export function scentMoodById(id: number): ScentMood | null {
  return SCENT_MOODS.find((mood) => mood.id === id) ?? null;
}
