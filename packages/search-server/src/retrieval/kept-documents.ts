import type { DocumentRecord } from '../storage/entities.js';

/**
 * Which documents one `where` keeps, by the engine's number for each document, learnt as searches
 * meet them and forgotten at the index's next write (MiniSearchIndex). A search box's search
 * tests every document that matches its words (a two-letter prefix matches most of the site) with
 * the same `where` at every keystroke: looking each one up by its id and testing the clause again
 * was a third of ranking it. A number is read from an array instead.
 */
export class KeptDocuments {
  /** 0: not met since the last write; KEPT or LEFT_OUT. */
  private fate = new Int8Array(0);
  private documents: (DocumentRecord | undefined)[] = [];

  /**
   * The document of engine number `number` if the `where` keeps it, else undefined; `find(slot)`
   * says so the first time, for the document of the search's `slot`.
   */
  keptDocument(
    number: number,
    slot: number,
    find: (slot: number) => DocumentRecord | undefined,
  ): DocumentRecord | undefined {
    if (number >= this.fate.length) this.grow(number);
    const fate = this.fate[number];
    if (fate === KEPT) return this.documents[number];
    if (fate === LEFT_OUT) return undefined;
    const document = find(slot);
    this.fate[number] = document === undefined ? LEFT_OUT : KEPT;
    this.documents[number] = document;
    return document;
  }

  private grow(number: number): void {
    const fate = new Int8Array(Math.max(number + 1, this.fate.length * 2));
    fate.set(this.fate);
    this.fate = fate;
  }
}

const KEPT = 1;
const LEFT_OUT = 2;
