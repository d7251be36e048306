/** Writes DATA_DIR/pglite as a gzipped tarball to `file` (server stopped); resolves to its size. */
export function dumpEmbedded(dataDir: string, file: string): Promise<number>;
/** Creates DATA_DIR/pglite from such a dump; refuses to overwrite an existing database. */
export function restoreEmbedded(dataDir: string, file: string): Promise<void>;
