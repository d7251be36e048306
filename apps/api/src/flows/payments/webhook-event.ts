/** A provider event as the webhook receives it (its shape beyond these is the provider's). */
export interface WebhookEvent {
  id: string;
  type: string;
  data: Record<string, unknown>;
}

/** A string at `path` inside the event's `data.object`, at most 255 characters; null otherwise. */
export function stringField(event: WebhookEvent, ...path: string[]): string | null {
  let value: unknown = event.data.object;
  for (const key of path) value = (value as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' ? value.slice(0, 255) : null;
}
