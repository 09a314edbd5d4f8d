/** The records a collection holds, as stored and as returned on the wire. */

export type DocumentRecord = Record<string, unknown> & { id: string };

export interface Segment {
  id: string;
  name: string;
  description: string;
  goal?: string;
}

export interface Trigger {
  id: string;
  name: string;
  description: string;
  response: string;
  segment_id: string;
}

export type SystemPromptUsageMode = 'automatic' | 'manual';

export interface SystemPrompt {
  id: string;
  name: string;
  prompt: string;
  usage_mode: SystemPromptUsageMode;
}

export interface Tool {
  id: string;
  description: string;
  /** JSON Schema of the parameters, as JSON text. */
  parameters: string;
  code?: string;
  system_prompt?: string;
}

/** A hook is stored with its code and never executed. */
export interface Hook {
  name: string;
  code: string;
  created_at: string;
}

export interface CollectionMeta {
  id: string;
  description: string;
  /** Hex SHA-256 digests; the keys themselves are never written to disk. */
  read_key_digest: string;
  write_key_digest: string;
  created_at: string;
}

export interface IndexMeta {
  id: string;
  embedding: string | string[];
}
