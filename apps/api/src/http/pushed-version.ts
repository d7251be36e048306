import type { PGlite } from '@electric-sql/pglite';
import { CATALOGUE_VERSION_CHANNEL } from '../db/catalogue-version';

/**
 * The catalogue version on PGlite, kept in memory instead of read before every kept answer.
 *
 * Every change to an embedded database goes through this process's one PGlite: no other process
 * can open its data folder (db/create-database.ts, the folder's lock), and the seed and content
 * imports refuse to run beside the server. So the database can tell instead of being asked: this
 * connection LISTENs, and the version's trigger NOTIFYs at commit of every transaction that raised
 * it, when the committing session listens (db/catalogue-version.ts). Here that is always the case:
 * PGlite has one session.
 *
 * Exact, not eventual: PGlite reads the notification out of the COMMIT's own reply, synchronously,
 * and queues its listeners as microtasks before that reply resolves the writer's promise. So by the
 * time any writer resumes after its commit (a route, a background job, a test's plain SQL, drizzle
 * or a prepared statement, inside a transaction or not), the number here is already raised, and a
 * request that asks for the version after that is told the new one (pushed-version.test.ts checks
 * each way of writing). A rolled-back transaction sends nothing.
 *
 * The number is a count of commits seen since listening, not the database's sum: only its rises
 * matter (CatalogueFreshness drops what it keeps on a newer one). Nothing is answered before the
 * LISTEN has run, so no commit that a kept answer could predate is missed.
 */
export class PushedVersion {
  private count = 0;
  private listening: Promise<void> | null = null;
  private ready = false;
  private stopListening: (() => void) | null = null;

  constructor(private readonly client: PGlite) {}

  /** The version now; the first calls wait for the LISTEN. */
  read(): number | Promise<number> {
    if (this.ready) return this.count;
    this.listening ??= this.listen();
    return this.listening.then(() => this.count);
  }

  /**
   * Stops counting. The session keeps listening (no UNLISTEN): another app on the same PGlite (the
   * two-instance tests) may be counting too, and a notification nobody counts costs nothing.
   */
  close(): void {
    this.stopListening?.();
    this.stopListening = null;
  }

  private async listen(): Promise<void> {
    // The callback before the LISTEN: a commit between the two cannot be missed (counted twice at
    // worst, which only empties the caches once more).
    const off = this.client.onNotification((channel) => {
      if (channel === CATALOGUE_VERSION_CHANNEL) this.count++;
    });
    try {
      await this.client.exec(`listen ${CATALOGUE_VERSION_CHANNEL}`);
    } catch (error) {
      off();
      this.listening = null;
      throw error;
    }
    this.stopListening = off;
    this.ready = true;
  }
}
