import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A second process would open the same embedded database: refused, naming the one that has it. */
export class DataDirInUse extends Error {}

/** Whether a process of this id runs (signal 0 checks without signalling); another user's counts as running. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes DATA_DIR for this process while it runs: the embedded PGlite is one connection to its folder, so
 * two processes on it would each read only their own writes, and one's would be lost (issue 32). A lock
 * file names the holder's process id; one left by a process that died (or by this same id, as a
 * container's first process is after a restart) is taken over. Answers the release, also made at exit.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'exceed.pid');
  const mine = String(process.pid);
  try {
    writeFileSync(file, mine, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
      throw new DataDirInUse(
        `DATA_DIR ${dataDir} is in use by process ${holder}: its embedded database takes one process. ` +
          'Stop that one, or give this one another DATA_DIR (or a DATABASE_URL).',
      );
    }
    writeFileSync(file, mine);
  }
  const release = () => {
    try {
      if (readFileSync(file, 'utf8').trim() === mine) unlinkSync(file);
    } catch {
      // Gone already: nothing to release.
    }
  };
  process.once('exit', release);
  return release;
}
