import { open, readFile, stat } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { describeZodError } from '../describe-zod-error.js';
import { fsyncDirectory, writeFileAtomic } from './atomic-file.js';

export interface ReplayResult<T> {
  records: T[];
  /** 1 when a torn last line (a crash in the middle of an append) was dropped, else 0. */
  droppedLines: number;
}

/**
 * A damaged line before the end of a log. A crash can only tear the last line, so this is not a
 * crash: it is an edit or a disk fault, and the lines after it were acknowledged writes. Skipping
 * it would apply those writes on top of a missing one, so the log is refused with its place.
 */
export class DamagedLogError extends Error {}

const NEWLINE = 0x0a;

/**
 * An append-only JSON Lines file. Each record is one line; `append` resolves only after the
 * bytes are fsynced, so an acknowledged record survives a kill or a power loss.
 */
export class AppendLog<T> {
  private constructor(
    readonly file: string,
    private handle: FileHandle,
    private bytes: number,
  ) {}

  /**
   * Open (or create) a log and replay it, checking every line against `schema`. A crash while
   * appending can leave a torn last line with no newline; it was never acknowledged, so it is
   * dropped and cut off the file before the next append glues new bytes onto it. Any other
   * unreadable line throws a DamagedLogError naming the file and the line.
   */
  static async open<T>(
    file: string,
    schema: z.ZodType<T>,
    /**
     * Given, each record goes to it instead of into `replay.records`: a log that only needs
     * counting (the events log, which any holder of the public read key lengthens) is never held
     * whole in memory.
     */
    visit?: (record: T) => void,
  ): Promise<{ log: AppendLog<T>; replay: ReplayResult<T> }> {
    let bytes = Buffer.alloc(0);
    let created = false;
    try {
      bytes = await readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      created = true;
    }
    // Work on bytes, not decoded text: the cut must fall exactly after the last newline byte.
    const completeLength = bytes.lastIndexOf(NEWLINE) + 1;
    const droppedLines = completeLength < bytes.length ? 1 : 0;
    const records: T[] = [];
    parseLines(
      file,
      bytes.subarray(0, completeLength),
      schema,
      visit ?? ((record) => records.push(record)),
    );
    const handle = await open(file, 'a', 0o600);
    try {
      if (droppedLines > 0) {
        await handle.truncate(completeLength);
        await handle.sync();
      }
      // A new file is only durable once its directory entry is.
      if (created) await fsyncDirectory(path.dirname(file));
    } catch (error) {
      await handle.close();
      throw error;
    }
    return {
      log: new AppendLog<T>(file, handle, completeLength),
      replay: { records, droppedLines },
    };
  }

  get size(): number {
    return this.bytes;
  }

  async append(record: T): Promise<void> {
    const line = `${JSON.stringify(record)}\n`;
    await this.handle.write(line);
    await this.handle.sync();
    this.bytes += Buffer.byteLength(line, 'utf8');
  }

  /** Replace the whole log with `records` atomically (write temp, fsync, rename, fsync dir). */
  async rewrite(records: readonly T[]): Promise<void> {
    const text = records.map((record) => `${JSON.stringify(record)}\n`).join('');
    try {
      await writeFileAtomic(this.file, text, 0o600);
    } finally {
      // If the rename happened, even when a later step failed, appends must go to the new file:
      // the old one is unlinked, and a line written there would be acknowledged and then lost.
      await this.followRename();
    }
  }

  async close(): Promise<void> {
    await this.handle.close();
  }

  /** Reopen the log when the file at its path is no longer the one the handle writes to. */
  private async followRename(): Promise<void> {
    const [current, onDisk] = await Promise.all([this.handle.stat(), stat(this.file)]);
    if (current.ino === onDisk.ino && current.dev === onDisk.dev) return;
    const replaced = await open(this.file, 'a', 0o600);
    await this.handle.close().catch(() => undefined);
    this.handle = replaced;
    this.bytes = onDisk.size;
  }
}

/**
 * Read a log without opening it for writing: for a reader beside a running server (the report).
 * A missing file is empty; a torn last line (an append in progress, or a crash) is left out, and
 * nothing is cut or changed. A damaged line before the end throws, as on open.
 */
export async function readLog<T>(file: string, schema: z.ZodType<T>): Promise<T[]> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const completeLength = bytes.lastIndexOf(NEWLINE) + 1;
  const records: T[] = [];
  parseLines(file, bytes.subarray(0, completeLength), schema, (record) => records.push(record));
  return records;
}

/**
 * Each line of the bytes checked against `schema`, in order. Decoded a line at a time: a log
 * grows past the longest string V8 can make (about 512 MiB), and one string of it all would stop
 * the service from starting.
 */
function parseLines<T>(
  file: string,
  bytes: Buffer,
  schema: z.ZodType<T>,
  each: (record: T) => void,
): void {
  let start = 0;
  for (let position = 0; start < bytes.length; position += 1) {
    const newline = bytes.indexOf(NEWLINE, start);
    const end = newline === -1 ? bytes.length : newline;
    const line = bytes.toString('utf8', start, end);
    start = end + 1;
    if (line.trim() === '') continue;
    const where = `${file}, line ${position + 1}`;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new DamagedLogError(
        `${where}: not valid JSON. The log is damaged (a crash only tears the last line); repair or remove that line, keeping a copy of the file.`,
      );
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      throw new DamagedLogError(
        `${where}: ${describeZodError(parsed.error, 'record')}. The log is damaged; repair or remove that line, keeping a copy of the file.`,
      );
    }
    each(parsed.data);
  }
}
