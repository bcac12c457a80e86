import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
/** The remotes.json the test server reads (REMOTES_FILE in playwright.config.ts). */
export const remotesFile = path.join(root, '.tmp/browser/remotes.json');
const builtDefault = path.join(root, 'shell/dist/remotes.json');

/** Puts back the remotes.json that the shell build ships. */
export function resetRemotes() {
  mkdirSync(path.dirname(remotesFile), { recursive: true });
  copyFileSync(builtDefault, remotesFile);
}

/** Points one remote somewhere else, as an operator would by editing the deployed file. */
export function moveRemote(name: string, manifestUrl: string) {
  const map = JSON.parse(readFileSync(builtDefault, 'utf8')) as Record<string, string>;
  map[name] = manifestUrl;
  writeFileSync(remotesFile, JSON.stringify(map, null, 2));
}
