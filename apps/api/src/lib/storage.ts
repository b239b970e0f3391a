import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. Local disk now; an object-storage implementation can replace it. */
export interface Storage {
  /** Stores the bytes under the key and returns the public URL path. */
  put(key: string, bytes: Buffer): Promise<string>;
  remove(publicUrl: string): Promise<void>;
}

export function createDiskStorage(root: string, publicPrefix = '/uploads'): Storage {
  const resolve = (key: string) => {
    const target = path.resolve(root, key);
    if (!target.startsWith(path.resolve(root) + path.sep)) throw new Error(`bad storage key: ${key}`);
    return target;
  };
  return {
    async put(key, bytes) {
      const target = resolve(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, bytes);
      return `${publicPrefix}/${key}`;
    },
    async remove(publicUrl) {
      if (!publicUrl.startsWith(`${publicPrefix}/`)) return;
      await fs.rm(resolve(publicUrl.slice(publicPrefix.length + 1)), { force: true });
    },
  };
}
