import type { FetchLike } from '@atelier/api/client';
import type { RecordedRequest, TestReply } from '@atelier/api/testing/server';

/**
 * For stories only (Storybook runs in a browser, with no test server): answers the API client's
 * requests with a fake API's handler in memory. Tests use the real HTTP test server instead.
 * `never` leaves every request pending (the loading state).
 */
export function inMemoryFetch(
  handle: (request: RecordedRequest) => TestReply | Promise<TestReply>,
  { never = false }: { never?: boolean } = {},
): FetchLike {
  return async (request) => {
    if (never) return new Promise<Response>(() => undefined);
    const url = new URL(request.url);
    const text = await request.text();
    const reply = await handle({
      method: request.method,
      url: url.pathname + url.search,
      path: url.pathname,
      query: url.searchParams,
      headers: Object.fromEntries(request.headers),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });
    const body = reply.body === undefined ? null : JSON.stringify(reply.body);
    return new Response(body, {
      status: reply.status,
      headers: body ? { 'Content-Type': 'application/json' } : {},
    });
  };
}
