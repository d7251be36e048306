import { userKeys } from '../users/keys';

export const addressKeys = {
  /**
   * Under the user's keys, so a logout's removal of `userKeys.all` forgets the book too (the
   * session needs no import of its own: nothing added to the store's first load).
   */
  all: [...userKeys.all, 'addresses'] as const,
  /** The signed-in member's address book (not priced, so no market in the key). */
  mine: () => [...addressKeys.all, 'me'] as const,
};
