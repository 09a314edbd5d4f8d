/**
 * The answers to recent searches of one collection, for as long as the collection does not
 * change. Every entry belongs to the revision of the collection it was computed on; the first
 * lookup at a newer revision drops them all, so a search after an acknowledged write (which
 * applies its change, and so bumps the revision, before the write is acknowledged) never sees a
 * result from before it. Least recently used entries go first once the entries together weigh
 * more than `capacity` (by `weigh`: one per entry unless told otherwise).
 */
export class SearchCache<Value> {
  private revision = -1;
  private readonly entries = new Map<string, { value: Value; weight: number }>();
  private weight = 0;

  constructor(
    private readonly capacity = 1000,
    private readonly weigh: (value: Value) => number = () => 1,
  ) {}

  /** The cached value of `key` at `revision`, or `compute()`'s, which is then kept. */
  get(revision: number, key: string, compute: () => Value): Value {
    const cached = this.lookup(revision, key);
    if (cached !== undefined) return cached;
    const value = compute();
    this.keep(revision, key, value);
    return value;
  }

  /** The value of `key` at `revision`, if kept (it becomes the most recently used). */
  lookup(revision: number, key: string): Value | undefined {
    this.moveTo(revision);
    const cached = this.entries.get(key);
    if (cached === undefined) return undefined;
    // Map keeps insertion order: re-inserting marks the entry as the most recently used.
    this.entries.delete(key);
    this.entries.set(key, cached);
    return cached.value;
  }

  /**
   * Keep `value`, computed at `revision`. A value computed at an older revision than the cache's
   * is not kept (the collection changed while it was computed), nor one heavier than the cache.
   */
  keep(revision: number, key: string, value: Value): void {
    if (revision < this.revision) return;
    this.moveTo(revision);
    const weight = this.weigh(value);
    if (weight > this.capacity) return;
    const replaced = this.entries.get(key);
    if (replaced) this.weight -= replaced.weight;
    this.entries.delete(key);
    this.entries.set(key, { value, weight });
    this.weight += weight;
    for (const [oldest, entry] of this.entries) {
      if (this.weight <= this.capacity) break;
      this.entries.delete(oldest);
      this.weight -= entry.weight;
    }
  }

  get size(): number {
    return this.entries.size;
  }

  /** What the entries weigh together. */
  get totalWeight(): number {
    return this.weight;
  }

  private moveTo(revision: number): void {
    if (revision === this.revision) return;
    this.entries.clear();
    this.weight = 0;
    this.revision = revision;
  }
}
