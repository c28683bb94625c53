import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localWrappingKeys, wrappingKeysFile } from './local-wrapping-keys.mjs';

describe("the local stack's wrapping keys", () => {
  const dirs = [];
  const newDataDir = () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'wrapping-keys-')), 'data');
    dirs.push(path.dirname(dir));
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('are made once per data folder, readable by their owner only, and kept', () => {
    const dataDir = newDataDir();
    const made = localWrappingKeys(dataDir);
    expect(made).toMatch(/^local-1:[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(made.split(':')[1], 'base64')).toHaveLength(32);
    expect(statSync(wrappingKeysFile(dataDir)).mode & 0o777).toBe(0o600);
    expect(localWrappingKeys(dataDir)).toBe(made);
    expect(localWrappingKeys(newDataDir())).not.toBe(made);
  });
});
