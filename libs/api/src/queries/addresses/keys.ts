export const addressKeys = {
  all: ['addresses'] as const,
  /** The signed-in member's address book (not priced, so no market in the key); remove on login/logout. */
  mine: () => [...addressKeys.all, 'me'] as const,
};
