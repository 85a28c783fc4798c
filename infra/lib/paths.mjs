import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Root of the monorepo, resolved from this file so nothing depends on where the repo lives. */
export const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/**
 * True when the module with this import.meta.url is the script node was started with.
 * @param {string} moduleUrl
 */
export function isMain(moduleUrl) {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}

/**
 * A path relative to the repo root, for messages.
 * @param {string} path
 */
export function fromRepo(path) {
  return path.startsWith(`${REPO_ROOT}/`) ? path.slice(REPO_ROOT.length + 1) : path;
}
