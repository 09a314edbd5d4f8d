import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** fsync a directory so that a rename or a new file inside it survives a power loss. */
export async function fsyncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Replace a file atomically: write a temporary file beside it, fsync it, rename it over the target
 * and fsync the directory. A crash at any point leaves either the old file or the new one.
 */
export async function writeFileAtomic(target: string, data: string, mode = 0o644): Promise<void> {
  const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
  const handle = await open(temp, 'w', mode);
  try {
    await handle.writeFile(data, 'utf8');
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  await rename(temp, target);
  await fsyncDirectory(path.dirname(target));
}
