import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { resetRemotes } from './remotes-file.ts';

export default function globalSetup() {
  // Every run starts on an empty embedded database of its own (playwright.config.ts); earlier runs' go.
  const tmp = path.resolve(import.meta.dirname, '../../.tmp/browser');
  const current = path.basename(process.env.BROWSER_DATA_DIR ?? '');
  mkdirSync(tmp, { recursive: true });
  for (const entry of readdirSync(tmp, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name.startsWith('data') && entry.name !== current) {
      rmSync(path.join(tmp, entry.name), { recursive: true, force: true });
    }
  }
  resetRemotes();
}
