// Filesystem locations of the platform. The platform runs as CommonJS (tsx, jest), so __dirname is set.
import path from 'node:path';

export const PLATFORM_DIR = __dirname;
export const REPO_ROOT = path.resolve(PLATFORM_DIR, '..');
export const MIGRATIONS_DIR = path.join(PLATFORM_DIR, 'db', 'migrations');
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data', 'platform');
