import { rmSync } from 'node:fs';
import path from 'node:path';
import { resetRemotes } from './remotes-file.ts';

export default function globalSetup() {
  // Every run starts on an empty embedded database.
  rmSync(path.resolve(import.meta.dirname, '../../.tmp/browser/data'), { recursive: true, force: true });
  resetRemotes();
}
