import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const API_DIR = path.join(REPO_ROOT, 'apps', 'api');
export const WEB_DIST_DIR = path.join(REPO_ROOT, 'apps', 'web', 'dist');
