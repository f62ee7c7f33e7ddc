import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from '../src/db/data-dir-lock.ts';

describe('the embedded data folder lock', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'abasto-lock-'));
  const pidFile = path.join(dir, 'abasto.pid');
  afterEach(() => fs.rmSync(pidFile, { force: true }));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is taken over from a process that died without cleaning up (SIGKILL)', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    const exited = new Promise((r) => child.once('exit', r));
    fs.writeFileSync(pidFile, String(child.pid));
    child.kill('SIGKILL');
    await exited;
    const unlock = lockDataDir(dir);
    expect(fs.readFileSync(pidFile, 'utf8')).toBe(String(process.pid));
    unlock();
    expect(fs.existsSync(pidFile)).toBe(false);
  });

  it('is taken over when the file names this very process (a container restarted with the same pid)', () => {
    fs.writeFileSync(pidFile, String(process.pid));
    expect(() => lockDataDir(dir)()).not.toThrow();
  });

  it('is refused to a second open in the process that holds it', () => {
    const unlock = lockDataDir(dir);
    try {
      expect(() => lockDataDir(dir)).toThrow(`in use by process ${process.pid}`);
    } finally {
      unlock();
    }
  });

  it('is refused while another live process holds it', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      fs.writeFileSync(pidFile, String(child.pid));
      expect(() => lockDataDir(dir)).toThrow(`in use by process ${child.pid}`);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
