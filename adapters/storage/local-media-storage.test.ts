import { mkdtemp, rm, stat } from 'node:fs/promises';
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

  it('keeps customers’ files readable by the server’s own user only', async () => {
    root = await mkdtemp(join(tmpdir(), 'comanda-media-'));
    const storage = new LocalMediaStorage(join(root, 'media'));
    await storage.put('r1/foto.jpg', { bytes: new Uint8Array([1]), mimeType: 'image/jpeg' });
    const mode = async (path: string) => (await stat(join(root!, 'media', path))).mode & 0o777;
    expect(await mode('r1/foto.jpg')).toBe(0o600);
    expect(await mode('r1/foto.jpg.type')).toBe(0o600);
    expect(await mode('r1')).toBe(0o700);
    expect(await mode('.')).toBe(0o700);
  });
});
