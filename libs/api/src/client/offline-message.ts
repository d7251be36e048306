/**
 * SPEC §8's words for a network failure. A module of its own: the deferred client answers with it
 * from the first load, where the rest of the catalogue (catalogue.ts) would be weight.
 */
export const OFFLINE_MESSAGE = 'You seem to be offline, please check your connection';
