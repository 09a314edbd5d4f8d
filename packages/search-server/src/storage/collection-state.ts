import { AnswerIndex } from '../retrieval/answer-index.js';
import { MiniSearchIndex } from '../retrieval/minisearch-index.js';
import type { TextIndex } from '../retrieval/text-index.js';
import type {
  CollectionMeta,
  DocumentRecord,
  Hook,
  IndexMeta,
  Segment,
  SystemPrompt,
  Tool,
  Trigger,
} from './entities.js';
import type { Operation } from './operations.js';

export class IndexState {
  readonly documents = new Map<string, DocumentRecord>();
  /** The search box's index. */
  readonly text: TextIndex;
  /** The answers' index: questions are matched by whole words and their stems. */
  readonly answers: AnswerIndex;

  constructor(readonly meta: IndexMeta) {
    this.text = new MiniSearchIndex(() => this.documents.values());
    this.answers = new AnswerIndex(() => this.documents.values());
  }

  /** Index the documents again (after a replay, or on request). */
  rebuildText(): void {
    this.text.rebuild(this.documents.values());
    this.answers.reset();
  }
}

/** Documents upserted per snapshot line: keeps compacted lines at a readable size. */
const SNAPSHOT_BATCH = 500;

/**
 * The in-memory state of one collection, rebuilt by replaying its log. `apply` never fails for a
 * validated operation: callers check preconditions before the operation is written.
 */
export class CollectionState {
  readonly indexes = new Map<string, IndexState>();
  readonly segments = new Map<string, Segment>();
  readonly triggers = new Map<string, Trigger>();
  readonly systemPrompts = new Map<string, SystemPrompt>();
  readonly tools = new Map<string, Tool>();
  readonly hooks = new Map<string, Hook>();

  private changes = 0;

  constructor(public meta: CollectionMeta) {}

  /** Counts the changes applied: what a search cached at an older revision may no longer show. */
  get revision(): number {
    return this.changes;
  }

  get documentCount(): number {
    let count = 0;
    for (const index of this.indexes.values()) count += index.documents.size;
    return count;
  }

  /**
   * Apply one operation. During replay `indexText` is false and the caller rebuilds the text
   * indexes once at the end, which is much faster than indexing batch by batch.
   */
  apply(operation: Operation, indexText = true): void {
    this.changes += 1;
    switch (operation.op) {
      case 'collection.create':
        this.meta = operation.collection;
        return;
      case 'index.create':
        this.indexes.set(operation.index.id, new IndexState(operation.index));
        return;
      case 'index.delete':
        this.indexes.delete(operation.id);
        return;
      case 'documents.upsert': {
        const index = this.indexes.get(operation.index);
        if (!index) return;
        for (const document of operation.documents) index.documents.set(document.id, document);
        if (indexText) {
          index.text.upsert(operation.documents);
          index.answers.upsert(operation.documents);
        }
        return;
      }
      case 'documents.delete': {
        const index = this.indexes.get(operation.index);
        if (!index) return;
        for (const id of operation.ids) index.documents.delete(id);
        if (indexText) {
          index.text.remove(operation.ids);
          index.answers.remove(operation.ids);
        }
        return;
      }
      case 'segment.put':
        this.segments.set(operation.segment.id, operation.segment);
        return;
      case 'segment.delete':
        this.segments.delete(operation.id);
        // A trigger cannot outlive its segment.
        for (const [id, trigger] of this.triggers) {
          if (trigger.segment_id === operation.id) this.triggers.delete(id);
        }
        return;
      case 'trigger.put':
        this.triggers.set(operation.trigger.id, operation.trigger);
        return;
      case 'trigger.delete':
        this.triggers.delete(operation.id);
        return;
      case 'system_prompt.put':
        this.systemPrompts.set(operation.system_prompt.id, operation.system_prompt);
        return;
      case 'system_prompt.delete':
        this.systemPrompts.delete(operation.id);
        return;
      case 'tool.put':
        this.tools.set(operation.tool.id, operation.tool);
        return;
      case 'tool.delete':
        this.tools.delete(operation.id);
        return;
      case 'hook.put':
        this.hooks.set(operation.hook.name, operation.hook);
        return;
    }
  }

  rebuildTextIndexes(): void {
    this.changes += 1;
    for (const index of this.indexes.values()) index.rebuildText();
  }

  /** The shortest list of operations that rebuilds this state (what compaction writes). */
  snapshot(): Operation[] {
    const operations: Operation[] = [{ op: 'collection.create', collection: this.meta }];
    for (const index of this.indexes.values()) {
      operations.push({ op: 'index.create', index: index.meta });
      const documents = [...index.documents.values()];
      for (let start = 0; start < documents.length; start += SNAPSHOT_BATCH) {
        operations.push({
          op: 'documents.upsert',
          index: index.meta.id,
          documents: documents.slice(start, start + SNAPSHOT_BATCH),
        });
      }
    }
    for (const segment of this.segments.values()) operations.push({ op: 'segment.put', segment });
    for (const trigger of this.triggers.values()) operations.push({ op: 'trigger.put', trigger });
    for (const prompt of this.systemPrompts.values()) {
      operations.push({ op: 'system_prompt.put', system_prompt: prompt });
    }
    for (const tool of this.tools.values()) operations.push({ op: 'tool.put', tool });
    for (const hook of this.hooks.values()) operations.push({ op: 'hook.put', hook });
    return operations;
  }
}
