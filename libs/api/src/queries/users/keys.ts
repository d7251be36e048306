export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (params: Record<string, never> = {}) => [...userKeys.lists(), params] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  /** `'me'` is the signed-in member (`GET /api/users/detail/`); remove it on login/logout. */
  detail: (id: number | 'me') => [...userKeys.details(), id] as const,
};
