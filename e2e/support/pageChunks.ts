import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The script of a named lazily loaded chunk (`sanitizer`, `contact`...) in a production build: chunk files are
 * named by id, so the build's page-chunks.json (name → files, shared chunks first, the group's own chunk last)
 * says which file it is.
 */
export function ownChunkScript(name: string, distDir = path.resolve(__dirname, '..', '..', 'dist')): string {
  const groups = JSON.parse(readFileSync(path.join(distDir, 'page-chunks.json'), 'utf8')) as Record<string, string[]>;
  const script = groups[name]?.filter((file) => file.endsWith('.js')).at(-1);
  if (!script) throw new Error(`The build in ${distDir} has no chunk named ${name}.`);
  return script;
}
