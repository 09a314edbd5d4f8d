import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { describeZodError } from '../describe-zod-error.js';
import { searchEntrySchema } from '@hlf-docs/search-client/protocol';
import type { SearchEntry } from '@hlf-docs/search-client/protocol';
import { PushError } from './push-error.js';

// An empty file is refused: a push mirrors the file, so it would delete every document.
// Each entry is the protocol's search entry (code included: the service weighs it apart from prose).
const entriesSchema = z
  .array(searchEntrySchema)
  .min(1, 'the file holds no entries, and pushing none would empty the index');

export type ServiceEntry = SearchEntry;

function isGzip(bytes: Buffer): boolean {
  return bytes[0] === 0x1f && bytes[1] === 0x8b;
}

async function readBytes(file: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT'
        ? 'it does not exist'
        : code === 'EISDIR'
          ? 'it is a directory'
          : code === 'EACCES'
            ? 'permission denied'
            : (error as Error).message;
    throw new PushError('entries-file', `Cannot read the entries file ${file}: ${why}`);
  }
}

function decodeText(file: string, bytes: Buffer): string {
  if (!isGzip(bytes)) return bytes.toString('utf8');
  try {
    return gunzipSync(bytes).toString('utf8');
  } catch (error) {
    throw new PushError(
      'entries-file',
      `The entries file ${file} is not valid gzip: ${(error as Error).message}`,
    );
  }
}

/**
 * Read the site's entries file (gzip JSON, as the build writes it, or plain JSON) and check every
 * entry. A problem is reported with the file, the entry's position and the field.
 */
export async function readEntriesFile(file: string): Promise<ServiceEntry[]> {
  const text = decodeText(file, await readBytes(file));
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new PushError(
      'entries-file',
      `The entries file ${file} is not JSON: ${(error as Error).message}`,
    );
  }
  const checked = entriesSchema.safeParse(parsed);
  if (!checked.success) {
    throw new PushError('entries-file', describeZodError(checked.error, `entries file ${file}`));
  }
  return checked.data;
}
