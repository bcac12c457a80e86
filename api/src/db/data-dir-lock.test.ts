import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUse, lockDataDir } from './data-dir-lock.ts';

const freshDir = () => mkdtempSync(join(tmpdir(), 'exceed-lock-'));

describe('lockDataDir', () => {
  it('holds DATA_DIR for this process and lets it go on release', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'exceed.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'exceed.pid'))).toBe(false);
  });

  it('refuses a DATA_DIR another running process holds, naming it', () => {
    const dir = freshDir();
    const other = spawn('sleep', ['30']);
    try {
      writeFileSync(join(dir, 'exceed.pid'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirInUse);
      expect(() => lockDataDir(dir)).toThrow(`is in use by process ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('takes over the lock of a process that is gone', () => {
    const dir = freshDir();
    const gone = spawnSync('true').pid;
    writeFileSync(join(dir, 'exceed.pid'), String(gone));
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'exceed.pid'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
