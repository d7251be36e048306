#!/usr/bin/env node
// Backup and restore of the embedded database (PGlite in DATA_DIR/pglite; docs/deployment.md):
//
//   npm run db:dump -- <file.tar.gz>      copy of DATA_DIR/pglite as a gzipped tarball (PGlite's dumpDataDir)
//   npm run db:restore -- <file.tar.gz>   a new DATA_DIR/pglite from such a copy (refused if one exists)
//
// With the server stopped: PGlite's files are one process's at a time, so both take the lock the
// server takes (DATA_DIR/pglite.lock) and stop with a message if it is held. For PostgreSQL use
// pg_dump -Fc / pg_restore instead (same document).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Blob, Buffer } from 'node:buffer';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import lockfile from 'proper-lockfile';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

async function withFolderLock(dataDir, work) {
  const folder = join(dataDir, 'pglite');
  mkdirSync(folder, { recursive: true });
  let release;
  try {
    release = await lockfile.lock(folder, { stale: 10_000, retries: 0, realpath: false });
  } catch (error) {
    if (error.code === 'ELOCKED') {
      throw new Error(`The embedded database in ${dataDir} is in use (npm start?): stop the server first.`);
    }
    throw error;
  }
  try {
    return await work(folder);
  } finally {
    await release();
  }
}

/** Writes DATA_DIR/pglite as a gzipped tarball to `file`; resolves to its size in bytes. */
export async function dumpEmbedded(dataDir, file) {
  return withFolderLock(dataDir, async (folder) => {
    if (readdirSync(folder).length === 0) throw new Error(`No embedded database in ${dataDir}.`);
    const db = new PGlite(folder);
    try {
      await db.waitReady;
      const blob = await db.dumpDataDir('gzip');
      const bytes = Buffer.from(await blob.arrayBuffer());
      writeFileSync(file, bytes);
      return bytes.length;
    } finally {
      await db.close();
    }
  });
}

/** Creates DATA_DIR/pglite from a dump; refuses to overwrite an existing database. */
export async function restoreEmbedded(dataDir, file) {
  return withFolderLock(dataDir, async (folder) => {
    if (readdirSync(folder).length > 0) {
      throw new Error(`${folder} already holds a database: restore into an empty DATA_DIR.`);
    }
    const db = new PGlite(folder, { loadDataDir: new Blob([readFileSync(file)]) });
    try {
      await db.waitReady;
      await db.query('select 1');
    } finally {
      await db.close();
    }
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [command, fileArg] = process.argv.slice(2);
  const dataDir = resolve(process.env.DATA_DIR?.trim() || join(repoRoot, '.data'));
  if (!['dump', 'restore'].includes(command) || !fileArg) {
    console.error('usage: db-dump.mjs dump|restore <file.tar.gz>   (DATA_DIR: the embedded database folder)');
    process.exit(2);
  }
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), fileArg);
  try {
    if (command === 'dump') {
      const size = await dumpEmbedded(dataDir, file);
      console.log(`Dumped ${join(dataDir, 'pglite')} to ${file} (${size} bytes).`);
    } else {
      if (!existsSync(file)) throw new Error(`${file} does not exist.`);
      await restoreEmbedded(dataDir, file);
      console.log(`Restored ${file} into ${join(dataDir, 'pglite')}.`);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
