import { $ZodType, toJSONSchema } from 'zod/v4/core';
import { InvalidInputError, InvalidResponseError } from './errors.js';
import type { Transport } from './http/request.js';
import type { LLMConfig, Message } from './answer/types.js';
import { ROUTES } from './protocol/routes.js';

/** Tool parameters: JSON Schema text, a JSON Schema object, or a zod schema. */
export type ToolParameters = string | Record<string, unknown> | $ZodType;

export interface Tool {
  id: string;
  description: string;
  /** JSON Schema text. */
  parameters: string;
  code?: string;
  system_prompt?: string;
}

export interface NewTool extends Omit<Tool, 'parameters'> {
  parameters: ToolParameters;
}

export type ToolRunResult =
  | { functionResult: { tool_id: string; result: unknown } }
  | { functionParameters: { tool_id: string; result: unknown } };

export interface RunToolsParams {
  tool_ids?: string[];
  messages: Message[];
  llm_config?: LLMConfig;
}

/**
 * The wire form of tool parameters: a string as is, a zod schema as its JSON Schema (zod's own
 * export), any other object stringified. The vendor client skipped this on update; we do it on
 * both insert and update.
 */
export function serializeToolParameters(parameters: unknown): string {
  if (typeof parameters === 'string') return parameters;
  if (parameters instanceof $ZodType) return JSON.stringify(toJSONSchema(parameters));
  if (typeof parameters === 'object' && parameters !== null && !Array.isArray(parameters)) {
    return JSON.stringify(parameters);
  }
  throw new InvalidInputError('Invalid parameters type. Must be string, object or ZodType');
}

function toWire(tool: NewTool): Tool {
  return { ...tool, parameters: serializeToolParameters(tool?.parameters) };
}

/** The `result` of each run item is JSON text; callers get the parsed value. */
function parseRunResults(answer: unknown): ToolRunResult[] | null {
  const results = (answer as { results?: unknown } | null)?.results;
  if (results === null || results === undefined) return null;
  if (!Array.isArray(results)) {
    throw new InvalidResponseError('Unexpected answer from "/tools/run": results is not a list');
  }
  return results.map((item: Record<string, { tool_id: string; result: unknown }>) => {
    const kind = 'functionResult' in item ? 'functionResult' : 'functionParameters';
    const entry = item[kind];
    if (!entry) {
      throw new InvalidResponseError('Unexpected answer from "/tools/run": unknown result kind');
    }
    let result = entry.result;
    if (typeof result === 'string') {
      try {
        result = JSON.parse(result) as unknown;
      } catch {
        // Not JSON text: keep the text itself rather than lose it.
      }
    }
    return { [kind]: { tool_id: entry.tool_id, result } } as ToolRunResult;
  });
}

/** Tools the model may call while answering. */
export class Tools {
  constructor(private readonly transport: Transport) {}

  /** POST `/tools/insert` (write). */
  async insert(tool: NewTool): Promise<{ success: boolean; id: string; tool: Tool }> {
    return (await this.transport.call({
      ...ROUTES.insertTool,
      body: toWire(tool),
    })) as { success: boolean; id: string; tool: Tool };
  }

  /** GET `/tools/get?tool_id=` (read-query). */
  async get(id: string): Promise<{ tool: Tool | null }> {
    return (await this.transport.call({
      ...ROUTES.getTool,
      query: { tool_id: id },
    })) as { tool: Tool | null };
  }

  /** GET `/tools/all` (read-query). */
  async getAll(): Promise<{ tools: Tool[] }> {
    return (await this.transport.call({
      ...ROUTES.listTools,
    })) as { tools: Tool[] };
  }

  /** POST `/tools/delete` (write). */
  async delete(id: string): Promise<{ success: boolean }> {
    return (await this.transport.call({
      ...ROUTES.deleteTool,
      body: { id },
    })) as { success: boolean };
  }

  /** POST `/tools/update` (write); parameters are serialized as on insert. */
  async update(tool: NewTool): Promise<{ success: boolean; tool: Tool }> {
    return (await this.transport.call({
      ...ROUTES.updateTool,
      body: toWire(tool),
    })) as { success: boolean; tool: Tool };
  }

  /** POST `/tools/run` (read): which tools the model would call, with their arguments. */
  async execute(params: RunToolsParams): Promise<{ results: ToolRunResult[] | null }> {
    const answer = await this.transport.call({
      ...ROUTES.runTools,
      body: params,
    });
    return { results: parseRunResults(answer) };
  }
}
