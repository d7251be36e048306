import { PGlite } from '@electric-sql/pglite';
import { CATALOGUE_VERSION_QUERY } from '../db/catalogue-version';
import type { Database } from '../db/database';
import { preparedStatement } from '../db/prepared';
import { PushedVersion } from './pushed-version';

/**
 * The one freshness rule of every answer the server keeps in memory (the response cache, the page
 * cache, get cart's answers and what adds remember: table in apps/api/README.md, "Caches across
 * processes"):
 *
 *   before a kept answer is served, the catalogue version as of that moment is known; a version
 *   newer than the last one this process saw drops everything it keeps, and an answer computed
 *   while that happened is not kept.
 *
 * The version (db/catalogue-version.ts) is raised by the commit of every transaction that changes
 * a table a shopper's answer can show (products, stock, prices, CMS pages, partners, ...), by the
 * database itself: a change made through any process, a seed, an import or plain SQL counts.
 * How this process knows it depends on the database (catalogueVersionSource):
 *
 * - PostgreSQL: read from the database (other processes write too), batched (VersionReads): one
 *   query in flight and at most one queued, shared by every request meanwhile, so a busy process
 *   pays one query per round trip, not one per request; there is no message that could be missed.
 * - PGlite: kept in memory, raised by the database's own notification in the reply to each commit
 *   (PushedVersion): every writer is this process, and the embedded database runs one statement at
 *   a time, so a read per kept answer would queue every cache hit behind the real queries.
 *
 * Writes of this process still empty the caches as they answer (the response cache's clear), so its
 * own changes show without waiting for the version.
 */
export class CatalogueFreshness {
  private seen = -1;
  private readonly listeners: (() => void)[] = [];

  constructor(private readonly source: VersionSource) {}

  /**
   * The version as of this call (a number kept in memory, or a read sent after the call). A version
   * newer than any seen first runs the listeners (the first one too: nothing kept before it is
   * known to be fresh).
   */
  current(): Promise<number> {
    try {
      const version = this.source.read();
      if (typeof version === 'number') return Promise.resolve(this.see(version));
      return version.then((read) => this.see(read));
    } catch (error) {
      return Promise.reject(error);
    }
  }

  /** Runs `listener` when a newer version is found (it drops what it keeps). */
  onNewVersion(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** Stops what keeps the version current (PGlite's listener); the app's onClose. */
  close(): void {
    this.source.close?.();
  }

  private see(version: number): number {
    if (version > this.seen) {
      this.seen = version;
      for (const listener of this.listeners) listener();
    }
    return version;
  }
}

/** Where the catalogue version comes from. */
export interface VersionSource {
  /** The version as of this call: itself when kept in memory, else a read sent after the call. */
  read(): number | Promise<number>;
  close?(): void;
}

/**
 * The app's source, chosen at its first use (the caches are registered before the database):
 * PGlite pushes the version (PushedVersion), PostgreSQL is read, batched (VersionReads).
 */
export function catalogueVersionSource(db: () => Database): VersionSource {
  let chosen: VersionSource | null = null;
  return {
    read: () => (chosen ??= sourceFor(db)).read(),
    close: () => chosen?.close?.(),
  };
}

function sourceFor(db: () => Database): VersionSource {
  // The driver under drizzle (as db/prepared.ts finds it): a PGlite, or a pg.Pool.
  const client = (db() as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) return new PushedVersion(client);
  return new VersionReads(databaseVersion(db));
}

/**
 * The catalogue version as the database has it now. `read()` answers with a read sent after it
 * was called: the one in flight if none is (sent now), else the next one, sent when the one in
 * flight is back, for every caller meanwhile.
 */
export class VersionReads implements VersionSource {
  private running: Promise<number> | null = null;
  private queued: Promise<number> | null = null;

  constructor(private readonly query: () => Promise<number>) {}

  read(): Promise<number> {
    if (!this.running) return this.launch();
    if (!this.queued) {
      const after = this.running;
      const next = after.then(
        () => undefined,
        () => undefined,
      );
      this.queued = next.then(() => {
        this.queued = null;
        return this.launch();
      });
    }
    return this.queued;
  }

  private launch(): Promise<number> {
    const read = this.query();
    this.running = read;
    const done = () => {
      if (this.running === read) this.running = null;
    };
    read.then(done, done);
    return read;
  }
}

const versionStatement = preparedStatement('catalogue_version', CATALOGUE_VERSION_QUERY);

/** Reads the catalogue version from the database (one statement; batch it with VersionReads). */
export function databaseVersion(db: () => Database): () => Promise<number> {
  return async () => {
    const [row] = await versionStatement.run(db(), []);
    return Number(row?.['version'] ?? 0);
  };
}
