/**
 * Writes an answer's JSON as UTF-8 into one scratch buffer that every answer of the thread reuses,
 * then hands out a copy that owns its memory (to be transferred to another thread as it is).
 * Built as many small Buffers or as one string, an answer of the site's 60 hits cost a Buffer per
 * part or a UTF-8 pass over the whole string; here each part is encoded once, in place.
 */
export class JsonWriter {
  private scratch = Buffer.allocUnsafeSlow(64 * 1024);
  private length = 0;

  /** Starts a new answer (what the last one wrote is dropped). */
  reset(): this {
    this.length = 0;
    return this;
  }

  /** Appends `text`, JSON already escaped by the caller, as UTF-8. */
  text(text: string): this {
    // A UTF-16 code unit is at most three bytes of UTF-8.
    this.reserve(text.length * 3);
    this.length += this.scratch.write(text, this.length, 'utf8');
    return this;
  }

  /** Appends bytes already in UTF-8. */
  bytes(bytes: Uint8Array): this {
    this.reserve(bytes.length);
    this.scratch.set(bytes, this.length);
    this.length += bytes.length;
    return this;
  }

  /** The bytes written since the last reset, in memory of their own. */
  finish(): Uint8Array<ArrayBuffer> {
    const owned = new Uint8Array(this.length);
    owned.set(this.scratch.subarray(0, this.length));
    return owned;
  }

  private reserve(more: number): void {
    if (this.length + more <= this.scratch.length) return;
    const grown = Buffer.allocUnsafeSlow(Math.max(this.scratch.length * 2, this.length + more));
    this.scratch.copy(grown, 0, 0, this.length);
    this.scratch = grown;
  }
}
