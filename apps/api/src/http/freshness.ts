import { CATALOGUE_VERSION_QUERY } from '../db/catalogue-version';
import type { Database } from '../db/database';
import { preparedStatement } from '../db/prepared';

/**
 * The one freshness rule of every answer the server keeps in memory (the response cache, the page
 * cache, get cart's answers and what adds remember: table in apps/api/README.md, "Caches across
 * processes"):
 *
 *   before a kept answer is served, the catalogue version is read from the database; a version
 *   newer than the last one this process saw drops everything it keeps, and an answer computed
 *   while that happened is not kept.
 *
 * The version (db/catalogue-version.ts) is raised by the commit of every transaction that changes
 * a table a shopper's answer can show (products, stock, prices, CMS pages, partners, ...), by the
 * database itself: a change made through any process, a seed, an import or plain SQL counts, and
 * there is no message that could be missed. Reads are batched (VersionReads): one query in flight
 * and at most one queued, shared by every request meanwhile, so a busy process pays one query per
 * round trip, not one per request. Writes of this process still empty the caches as they answer
 * (the response cache's clear), so its own changes show without waiting for the version.
 */
export class CatalogueFreshness {
  private seen = -1;
  private readonly reads: VersionReads;
  private readonly listeners: (() => void)[] = [];

  constructor(query: () => Promise<number>) {
    this.reads = new VersionReads(query);
  }

  /**
   * The version as of a read sent after this call. A version newer than any seen first runs the
   * listeners (the first one too: nothing kept before it is known to be fresh).
   */
  async current(): Promise<number> {
    const version = await this.reads.read();
    if (version > this.seen) {
      this.seen = version;
      for (const listener of this.listeners) listener();
    }
    return version;
  }

  /** Runs `listener` when a newer version is found (it drops what it keeps). */
  onNewVersion(listener: () => void): void {
    this.listeners.push(listener);
  }
}

/**
 * The catalogue version as the database has it now. `read()` answers with a read sent after it
 * was called: the one in flight if none is (sent now), else the next one, sent when the one in
 * flight is back, for every caller meanwhile.
 */
export class VersionReads {
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
