import { chmod, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { generateKey } from './keys.js';
import { writeFileAtomic } from '../storage/atomic-file.js';

export interface MasterKeySource {
  key: string;
  /** Where it came from; `generated` means it was created now and must be shown once. */
  origin: 'environment' | 'file' | 'generated';
  file: string;
}

export const MASTER_KEY_FILE = 'master.key';

/**
 * The master key comes from the environment when set; otherwise from the data directory; otherwise
 * it is generated now and stored with mode 0600 so only the service's user can read it.
 */
export async function loadMasterKey(
  dataDir: string,
  fromEnv: string | undefined,
): Promise<MasterKeySource> {
  const file = path.join(dataDir, MASTER_KEY_FILE);
  if (fromEnv !== undefined && fromEnv.trim() !== '') {
    return { key: fromEnv.trim(), origin: 'environment', file };
  }
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored !== '') {
      // A copy or a restore from backup can loosen the mode; the key opens every collection.
      if (((await stat(file)).mode & 0o077) !== 0) await chmod(file, 0o600);
      return { key: stored, origin: 'file', file };
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = generateKey('master');
  await writeFileAtomic(file, `${key}\n`, 0o600);
  return { key, origin: 'generated', file };
}
