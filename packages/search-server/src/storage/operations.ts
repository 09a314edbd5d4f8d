import { z } from 'zod';
import {
  collectionMetaSchema,
  documentRecordSchema,
  hookSchema,
  indexMetaSchema,
  segmentSchema,
  systemPromptSchema,
  toolSchema,
  triggerSchema,
} from './entities.js';

const removal = <Op extends string>(op: Op) => z.object({ op: z.literal(op), id: z.string() });

/** One line of a collection's state log. Replaying them in order rebuilds the collection. */
export const operationSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('collection.create'), collection: collectionMetaSchema }),
  z.object({ op: z.literal('index.create'), index: indexMetaSchema }),
  removal('index.delete'),
  z.object({
    op: z.literal('documents.upsert'),
    index: z.string(),
    documents: z.array(documentRecordSchema),
  }),
  z.object({ op: z.literal('documents.delete'), index: z.string(), ids: z.array(z.string()) }),
  z.object({ op: z.literal('segment.put'), segment: segmentSchema }),
  removal('segment.delete'),
  z.object({ op: z.literal('trigger.put'), trigger: triggerSchema }),
  removal('trigger.delete'),
  z.object({ op: z.literal('system_prompt.put'), system_prompt: systemPromptSchema }),
  removal('system_prompt.delete'),
  z.object({ op: z.literal('tool.put'), tool: toolSchema }),
  removal('tool.delete'),
  z.object({ op: z.literal('hook.put'), hook: hookSchema }),
]);
export type Operation = z.infer<typeof operationSchema>;

/** One line of a collection's event log (what clients report; never compacted). */
export const receivedEventSchema = z.object({
  kind: z.enum(['identify', 'telemetry', 'feedback']),
  received_at: z.string(),
  payload: z.unknown(),
});
export type ReceivedEvent = z.infer<typeof receivedEventSchema>;
