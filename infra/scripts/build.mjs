// Builds every backend workspace with SWC (src/**/*.ts → dist/**/*.js + source maps) and the frontend with Vite.
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformFile } from '@swc/core';
import { REPO_ROOT, isMain } from '../lib/paths.mjs';

const SKIPPED = [/\.spec\.ts$/, /\.integration-spec\.ts$/, /\.test\.ts$/, /\.d\.ts$/];

/** Backend workspaces in dependency order: contracts, platform, the services, the gateway. */
export function backendWorkspaces() {
  const servicesDir = join(REPO_ROOT, 'services');
  const services = existsSync(servicesDir)
    ? readdirSync(servicesDir)
        .sort()
        .map((name) => `services/${name}`)
    : [];
  return ['packages/contracts', 'packages/platform', ...services, 'gateway'].filter((ws) =>
    existsSync(join(REPO_ROOT, ws, 'src')),
  );
}

/** The root .swcrc as transform options (the file itself is not read again by SWC). */
function swcOptions() {
  const { $schema: _schema, ...options } = JSON.parse(readFileSync(join(REPO_ROOT, '.swcrc'), 'utf8'));
  return { ...options, swcrc: false, configFile: false, sourceMaps: true };
}

/**
 * Every file under a directory, as paths relative to it.
 * @param {string} dir
 * @param {string} [prefix]
 * @returns {string[]}
 */
function listFiles(dir, prefix = '') {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listFiles(join(dir, entry.name), rel);
    return entry.isFile() ? [rel] : [];
  });
}

/**
 * What dist/ should hold for a src/ tree: compiled .ts files (with maps) and copied assets (JSON data and the like).
 * @param {string[]} sources relative to src/
 * @returns {Map<string, { source: string, kind: 'js' | 'map' | 'asset' }>} dist-relative path → source
 */
function plannedOutputs(sources) {
  /** @type {Map<string, { source: string, kind: 'js' | 'map' | 'asset' }>} */
  const outputs = new Map();
  for (const source of sources) {
    if (SKIPPED.some((pattern) => pattern.test(source))) continue;
    if (!source.endsWith('.ts')) {
      outputs.set(source, { source, kind: 'asset' });
      continue;
    }
    const js = source.replace(/\.ts$/, '.js');
    outputs.set(js, { source, kind: 'js' });
    outputs.set(`${js}.map`, { source, kind: 'map' });
  }
  return outputs;
}

/**
 * Deletes dist files no source produces any more, then empty directories.
 * @param {string} distDir
 * @param {Map<string, unknown>} outputs
 */
function removeStale(distDir, outputs) {
  let removed = 0;
  for (const file of listFiles(distDir)) {
    if (outputs.has(file)) continue;
    unlinkSync(join(distDir, file));
    removed += 1;
  }
  removeEmptyDirs(distDir);
  return removed;
}

/** @param {string} dir */
function removeEmptyDirs(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) removeEmptyDirs(join(dir, entry.name));
  }
  if (!readdirSync(dir).length && basename(dir) !== 'dist') rmdirSync(dir);
}

/**
 * @param {string} file
 * @param {number} newerThan
 */
function isFresh(file, newerThan) {
  return existsSync(file) && statSync(file).mtimeMs >= newerThan;
}

/**
 * Compiles one .ts file and writes the .js with its source map beside it.
 * @param {string} srcFile
 * @param {string} outFile
 * @param {object} options
 */
async function compileFile(srcFile, outFile, options) {
  const sourceFileName = relative(dirname(outFile), srcFile);
  const output = await transformFile(srcFile, { ...options, filename: srcFile, sourceFileName });
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(`${outFile}.map`, output.map ?? '');
  writeFileSync(outFile, `${output.code}\n//# sourceMappingURL=${basename(outFile)}.map\n`);
}

/**
 * Builds one workspace incrementally: outputs older than their source (or than .swcrc / this script) are redone.
 * @param {string} workspace relative to the repo
 * @param {{ force: boolean, options: object, configTime: number }} context
 */
async function buildWorkspace(workspace, { force, options, configTime }) {
  const srcDir = join(REPO_ROOT, workspace, 'src');
  const distDir = join(REPO_ROOT, workspace, 'dist');
  const outputs = plannedOutputs(listFiles(srcDir));
  const removed = removeStale(distDir, outputs);
  let compiled = 0;
  /** @type {string[]} */
  const errors = [];
  await Promise.all(
    [...outputs].map(async ([out, { source, kind }]) => {
      const srcFile = join(srcDir, source);
      const outFile = join(distDir, out);
      const newerThan = Math.max(statSync(srcFile).mtimeMs, kind === 'asset' ? 0 : configTime);
      if (
        kind === 'map' ||
        (!force && isFresh(outFile, newerThan) && (kind === 'asset' || isFresh(`${outFile}.map`, newerThan)))
      )
        return;
      try {
        if (kind === 'asset') copyAsset(srcFile, outFile);
        else await compileFile(srcFile, outFile, options);
        compiled += 1;
      } catch (error) {
        errors.push(`${workspace}/src/${source}: ${/** @type {Error} */ (error).message}`);
      }
    }),
  );
  if (errors.length) throw new Error(`build failed:\n${errors.join('\n')}`);
  return { files: [...outputs.values()].filter((o) => o.kind !== 'map').length, compiled, removed };
}

/**
 * @param {string} srcFile
 * @param {string} outFile
 */
function copyAsset(srcFile, outFile) {
  mkdirSync(dirname(outFile), { recursive: true });
  copyFileSync(srcFile, outFile);
}

/** @param {number} since */
function seconds(since) {
  const ms = Date.now() - since;
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** Newest modification time among the frontend's inputs. */
function newestFrontendInput() {
  const roots = [
    'frontend/src',
    'frontend/public',
    'frontend/index.html',
    'frontend/vite.config.ts',
    'packages/contracts/src',
  ];
  let newest = 0;
  for (const root of roots.map((r) => join(REPO_ROOT, r))) {
    if (!existsSync(root)) continue;
    const files = statSync(root).isDirectory() ? listFiles(root).map((f) => join(root, f)) : [root];
    for (const file of files) newest = Math.max(newest, statSync(file).mtimeMs);
  }
  return newest;
}

/** The vite CLI script, run with this very node (the system node may be older). */
function viteScript() {
  const candidates = [join(REPO_ROOT, 'frontend/node_modules/.bin/vite'), join(REPO_ROOT, 'node_modules/.bin/vite')];
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error('vite is not installed (node_modules/.bin/vite is missing)');
  return realpathSync(found);
}

/**
 * @param {string} cwd
 * @returns {Promise<void>}
 */
function runVite(cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [viteScript(), 'build'], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) return resolve();
      reject(
        new Error(`vite build failed (exit code ${code}):\n${output.trimEnd().split('\n').slice(-40).join('\n')}`),
      );
    });
  });
}

/**
 * @param {{ force: boolean, log: (line: string) => void }} options
 */
async function buildFrontend({ force, log }) {
  const frontend = join(REPO_ROOT, 'frontend');
  if (!existsSync(join(frontend, 'vite.config.ts'))) return log('– frontend skipped (no frontend/vite.config.ts yet)');
  const index = join(frontend, 'dist', 'index.html');
  if (!force && existsSync(index) && statSync(index).mtimeMs > newestFrontendInput()) {
    return log('✔ frontend up to date (npm run build -- --force rebuilds it)');
  }
  const started = Date.now();
  await runVite(frontend);
  log(`✔ frontend built with vite (${seconds(started)})`);
}

/**
 * Builds the backend workspaces, then the frontend.
 * @param {{ force?: boolean, log?: (line: string) => void }} [options]
 */
export async function build({ force = false, log = console.log } = {}) {
  const options = swcOptions();
  const configTime = Math.max(
    statSync(join(REPO_ROOT, '.swcrc')).mtimeMs,
    statSync(fileURLToPath(import.meta.url)).mtimeMs,
  );
  for (const workspace of backendWorkspaces()) {
    const started = Date.now();
    const { files, compiled, removed } = await buildWorkspace(workspace, { force, options, configTime });
    const changes =
      compiled || removed ? `${compiled} compiled${removed ? `, ${removed} stale removed` : ''}` : 'up to date';
    log(`✔ ${workspace.padEnd(18)} ${String(files).padStart(3)} files, ${changes} (${seconds(started)})`);
  }
  await buildFrontend({ force, log });
}

if (isMain(import.meta.url)) {
  const started = Date.now();
  build({ force: process.argv.includes('--force') }).then(
    () => console.log(`build done in ${seconds(started)}`),
    (error) => {
      console.error(`✖ ${error.message}`);
      process.exitCode = 1;
    },
  );
}
