import { join } from 'node:path';
import { packageRoot } from '../package-root';

/** The committed drizzle-kit migrations (`apps/api/drizzle`), found from src and from dist. */
export const migrationsFolder = join(packageRoot, 'drizzle');
