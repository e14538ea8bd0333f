import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { MediaStorage, StoredMedia } from '../../core/conversations/attachment.js';

const KEY = /^[\w-]+\/[\w.-]+$/;

/**
 * MediaStorage in a local folder: `{root}/{restaurantId}/{file}`, the MIME type in a sidecar file.
 * Customers' files are private: folders 0700 and files 0600, whatever the process umask.
 */
export class LocalMediaStorage implements MediaStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async put(key: string, media: StoredMedia): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    // mkdir's mode is masked by the umask and skips folders that exist: set both levels outright.
    await chmod(this.root, 0o700);
    await chmod(dirname(path), 0o700);
    await writeFile(path, media.bytes, { mode: 0o600 });
    await writeFile(`${path}.type`, media.mimeType, { mode: 0o600 });
    // An existing file keeps its old mode through writeFile.
    await chmod(path, 0o600);
    await chmod(`${path}.type`, 0o600);
  }

  async get(key: string): Promise<StoredMedia | null> {
    const path = this.pathOf(key);
    try {
      const [bytes, mimeType] = await Promise.all([readFile(path), readFile(`${path}.type`, 'utf8')]);
      return { bytes: new Uint8Array(bytes), mimeType: mimeType.trim() || 'application/octet-stream' };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** Keys never climb out of the root, whatever a caller passes. */
  private pathOf(key: string): string {
    if (!KEY.test(key) || key.includes('..')) throw new Error(`Clave de archivo inválida: ${key}`);
    const path = join(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`Clave de archivo inválida: ${key}`);
    return path;
  }
}
