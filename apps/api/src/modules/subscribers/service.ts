import type { Subscriber } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { insertSubscriber } from './queries';

/**
 * Newsletter sign-up. A known address gets the very same answer as a new one (and keeps its
 * original row), so the form cannot be used to find out who subscribed.
 */
export async function subscribe(
  db: Database,
  body: { email: string; source?: string },
  locale: { country: string | null; language: string },
): Promise<Subscriber> {
  await insertSubscriber(db, {
    email: body.email,
    source: body.source ?? null,
    country: locale.country,
    language: locale.language,
  });
  return { email: body.email };
}
