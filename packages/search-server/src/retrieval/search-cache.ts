/**
 * The answers to recent searches of one collection, for as long as the collection does not
 * change. Every entry belongs to the revision of the collection it was computed on; the first
 * lookup at a newer revision drops them all, so a search after an acknowledged write (which
 * applies its change, and so bumps the revision, before the write is acknowledged) never sees a
 * result from before it. Least recently used entries go first once `capacity` is reached.
 */
export class SearchCache<Value> {
  private revision = -1;
  private readonly entries = new Map<string, Value>();

  constructor(private readonly capacity = 1000) {}

  /** The cached value of `key` at `revision`, or `compute()`'s, which is then kept. */
  get(revision: number, key: string, compute: () => Value): Value {
    if (revision !== this.revision) {
      this.entries.clear();
      this.revision = revision;
    }
    const cached = this.entries.get(key);
    if (cached !== undefined) {
      // Map keeps insertion order: re-inserting marks the entry as the most recently used.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const value = compute();
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}
