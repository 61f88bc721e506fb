#!/usr/bin/env node
// First-load budget (DESIGN.md): the scripts and styles that index.html loads before any route chunk,
// gzipped at level 9, must stay within the limits. Run after `npm run build`.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync, constants } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const LIMITS = { js: 170 * 1024, css: 30 * 1024 };

const indexPath = join(dist, 'index.html');
if (!existsSync(indexPath)) {
  console.error('budget: dist/index.html is missing; run `npm run build` first.');
  process.exit(1);
}
const html = readFileSync(indexPath, 'utf8');
const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"|<link[^>]*href="([^"]+)"[^>]*rel="stylesheet"/g)].map(
  (m) => m[1] ?? m[2]
);

const gzipSize = (url) => gzipSync(readFileSync(join(dist, url.replace(/^\//, ''))), { level: constants.Z_BEST_COMPRESSION }).length;
const measure = (urls) => urls.reduce((sum, url) => sum + gzipSize(url), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const sizes = { js: measure(scripts), css: measure(styles) };
let failed = false;
for (const kind of /** @type {const} */ (['js', 'css'])) {
  const over = sizes[kind] > LIMITS[kind];
  failed ||= over;
  console.log(`budget: first-load ${kind.toUpperCase()} ${kb(sizes[kind])} gzipped (limit ${kb(LIMITS[kind])})${over ? '  OVER BUDGET' : ''}`);
}
if (scripts.length === 0) {
  console.error('budget: index.html loads no scripts; the build looks broken.');
  failed = true;
}
process.exit(failed ? 1 : 0);
