export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** Parsed JSON, or undefined for an empty body; the text itself for a non-JSON answer (CSV). */
  body: T;
}

/** fetch + JSON for tests: sends a JSON body when given and parses the answer. */
export async function request<T = unknown>(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; token?: string } = {},
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body:
      options.body === undefined
        ? undefined
        : typeof options.body === 'string'
          ? options.body
          : JSON.stringify(options.body),
  });
  const text = await response.text();
  const type = response.headers.get('content-type');
  const json = type === null || /json/i.test(type);
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? (json ? JSON.parse(text) : text) : undefined) as T,
  };
}
