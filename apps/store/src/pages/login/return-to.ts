/**
 * Where to go after logging in: the `returnTo` query parameter when it is a path on this site
 * (never `//evil.example` or `https://...`: an open redirect would make our login page a phishing
 * tool), else the given fallback.
 */
export function safeReturnTo(search: string, fallback: string): string {
  const target = new URLSearchParams(search).get('returnTo');
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return fallback;
  return target;
}
