import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fsyncDirectory } from './atomic-file.js';
import { CollectionStore } from './collection-store.js';
import type { Replica, StoreOptions } from './collection-store.js';
import type { CollectionMeta } from './entities.js';
import type { Operation } from './operations.js';

export const COLLECTIONS_DIR = 'collections';

/** Collection ids become directory names, so they are kept to a safe alphabet. */
export const COLLECTION_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export class CollectionExistsError extends Error {}

/** Every collection of the data directory, opened at start and kept in memory. */
export class Registry {
  private readonly stores = new Map<string, CollectionStore>();
  private creating = new Set<string>();

  private constructor(
    private readonly root: string,
    private readonly options: StoreOptions,
  ) {}

  static async open(dataDir: string, options: StoreOptions): Promise<Registry> {
    const root = path.join(dataDir, COLLECTIONS_DIR);
    await mkdir(root, { recursive: true, mode: 0o700 });
    await fsyncDirectory(dataDir);
    const registry = new Registry(root, options);
    for (const entry of await readdir(root, { withFileTypes: true })) {
      if (!entry.isDirectory() || !COLLECTION_ID_PATTERN.test(entry.name)) continue;
      const opened = await CollectionStore.open(path.join(root, entry.name), options);
      if (!opened) {
        // A crash between creating the directory and writing its first line: nothing was acknowledged.
        options.warn(`Skipping ${entry.name}: the directory holds no collection.`);
        continue;
      }
      if (opened.report.droppedLines > 0) {
        options.warn(
          `Collection ${entry.name}: dropped ${opened.report.droppedLines} unfinished log line(s).`,
        );
      }
      registry.stores.set(opened.store.id, opened.store);
    }
    return registry;
  }

  get(id: string): CollectionStore | undefined {
    return this.stores.get(id);
  }

  /** Every collection as the operations that rebuild it, for a new replica. */
  snapshots(): { id: string; operations: Operation[] }[] {
    return [...this.stores.values()].map((store) => ({
      id: store.id,
      operations: store.state.snapshot(),
    }));
  }

  /**
   * From now on every operation, and every collection created, reaches `replica` before it is
   * acknowledged. Attach it in the same synchronous step as taking its `snapshots()`.
   */
  attachReplica(replica: Replica): void {
    this.options.replica = replica;
  }

  list(): CollectionStore[] {
    return [...this.stores.values()].sort((a, b) => a.id.localeCompare(b.id));
  }

  async create(meta: CollectionMeta): Promise<CollectionStore> {
    if (this.stores.has(meta.id) || this.creating.has(meta.id)) {
      throw new CollectionExistsError(`Collection "${meta.id}" already exists`);
    }
    this.creating.add(meta.id);
    try {
      const store = await CollectionStore.create(path.join(this.root, meta.id), meta, this.options);
      this.stores.set(meta.id, store);
      await this.options.replica?.apply(meta.id, { op: 'collection.create', collection: meta });
      return store;
    } finally {
      this.creating.delete(meta.id);
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.stores.values()].map((store) => store.close()));
  }
}
