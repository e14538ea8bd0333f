import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalMediaStorage } from './local-media-storage.js';

let root: string | undefined;
afterEach(async () => root && rm(root, { recursive: true, force: true }));

describe('LocalMediaStorage', () => {
  it('keeps bytes and MIME type per key, and refuses keys that leave its folder', async () => {
    root = await mkdtemp(join(tmpdir(), 'comanda-media-'));
    const storage = new LocalMediaStorage(root);
    const bytes = new Uint8Array([1, 2, 3, 250]);
    await storage.put('r1/voz.ogg', { bytes, mimeType: 'audio/ogg' });
    expect(await storage.get('r1/voz.ogg')).toEqual({ bytes, mimeType: 'audio/ogg' });
    expect(await storage.get('r1/otro.ogg')).toBeNull();
    await expect(storage.put('../fuera', { bytes, mimeType: 'x/y' })).rejects.toThrow(/inválida/);
    await expect(storage.get('r1/../../etc')).rejects.toThrow(/inválida/);
  });
});
