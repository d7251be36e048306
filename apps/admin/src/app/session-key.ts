/** The react-query key of the staff session (null while signed out). */
export const sessionKey = ['admin', 'session'] as const;
