import { mkdir, open, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Encoded derivatives by name (`<content hash>-<width>.<format>`). On disk under DATA_DIR, so every
 * server process on the machine shares one cache; the name carries the source's content hash, so a
 * changed source is a new name and nothing is ever invalidated (old files are just unused).
 */
export interface DerivativeCache {
  read(name: string): Promise<Buffer | null>;
  /**
   * Makes the derivative once across processes: the first caller to claim the name runs `make` and
   * stores the result; another process asking meanwhile waits for that file instead of encoding.
   */
  produce(name: string, make: () => Promise<Buffer>): Promise<Buffer>;
}

/** How long a process waits for another's encode before doing it itself (a crashed encoder). */
const CLAIM_STALE_MS = 30_000;
const POLL_MS = 50;

export function diskDerivativeCache(dir: string): DerivativeCache {
  const fileOf = (name: string) => join(dir, name.slice(0, 2), name);
  const read = async (name: string) => {
    try {
      return await readFile(fileOf(name));
    } catch {
      return null;
    }
  };
  const store = async (file: string, data: Buffer) => {
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, file);
  };
  return {
    read,
    async produce(name, make) {
      const file = fileOf(name);
      const claim = `${file}.claim`;
      await mkdir(dirname(file), { recursive: true });
      for (;;) {
        try {
          const handle = await open(claim, 'wx');
          await handle.close();
        } catch {
          // Another process is encoding it: use its file when it lands, or take over a stale claim.
          const done = await read(name);
          if (done) return done;
          const claimed = await stat(claim).catch(() => null);
          if (claimed && Date.now() - claimed.mtimeMs > CLAIM_STALE_MS) await unlink(claim).catch(() => {});
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
          continue;
        }
        try {
          const existing = await read(name);
          if (existing) return existing;
          const data = await make();
          await store(file, data);
          return data;
        } finally {
          await unlink(claim).catch(() => {});
        }
      }
    },
  };
}
