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

/** One line of a collection's state log. Replaying them in order rebuilds the collection. */
export type Operation =
  | { op: 'collection.create'; collection: CollectionMeta }
  | { op: 'index.create'; index: IndexMeta }
  | { op: 'index.delete'; id: string }
  | { op: 'documents.upsert'; index: string; documents: DocumentRecord[] }
  | { op: 'documents.delete'; index: string; ids: string[] }
  | { op: 'segment.put'; segment: Segment }
  | { op: 'segment.delete'; id: string }
  | { op: 'trigger.put'; trigger: Trigger }
  | { op: 'trigger.delete'; id: string }
  | { op: 'system_prompt.put'; system_prompt: SystemPrompt }
  | { op: 'system_prompt.delete'; id: string }
  | { op: 'tool.put'; tool: Tool }
  | { op: 'tool.delete'; id: string }
  | { op: 'hook.put'; hook: Hook };

/** One line of a collection's event log (what clients report; never compacted). */
export interface ReceivedEvent {
  kind: 'identify' | 'telemetry';
  received_at: string;
  payload: unknown;
}
