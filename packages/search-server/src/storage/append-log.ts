import { open, readFile, stat, truncate } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { writeFileAtomic } from './atomic-file.js';

export interface ReplayResult<T> {
  records: T[];
  /** Lines that could not be read: a torn last line (dropped and truncated) or a damaged line. */
  droppedLines: number;
}

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
   * Open (or create) a log and replay it. A crash while appending can leave a torn last line with
   * no newline; it was never acknowledged, so it is dropped and cut off the file before the next
   * append glues new bytes onto it.
   */
  static async open<T>(file: string): Promise<{ log: AppendLog<T>; replay: ReplayResult<T> }> {
    let text = '';
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const records: T[] = [];
    let droppedLines = 0;
    const lastNewline = text.lastIndexOf('\n');
    const complete = lastNewline === -1 ? '' : text.slice(0, lastNewline);
    if (lastNewline !== text.length - 1) {
      // The tail after the last newline is a torn write.
      droppedLines += 1;
      await truncateTo(file, Buffer.byteLength(complete, 'utf8') + (lastNewline === -1 ? 0 : 1));
    }
    for (const line of complete.split('\n')) {
      if (line.trim() === '') continue;
      try {
        records.push(JSON.parse(line) as T);
      } catch {
        droppedLines += 1;
      }
    }
    const handle = await open(file, 'a', 0o600);
    const { size } = await stat(file);
    return { log: new AppendLog<T>(file, handle, size), replay: { records, droppedLines } };
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

  /** Replace the whole log with `records` atomically (write temp, fsync, rename). */
  async rewrite(records: readonly T[]): Promise<void> {
    const text = records.map((record) => `${JSON.stringify(record)}\n`).join('');
    await writeFileAtomic(this.file, text, 0o600);
    await this.handle.close();
    this.handle = await open(this.file, 'a', 0o600);
    this.bytes = Buffer.byteLength(text, 'utf8');
  }

  async close(): Promise<void> {
    await this.handle.close();
  }
}

async function truncateTo(file: string, length: number): Promise<void> {
  await truncate(file, length);
  const handle = await open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
