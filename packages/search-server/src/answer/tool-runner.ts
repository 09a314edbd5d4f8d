import type { Tool } from '../storage/entities.js';
import type { ChatClient, ChatMessage } from './llm-client.js';

export type ToolRunResult =
  | { functionResult: { tool_id: string; result: string } }
  | { functionParameters: { tool_id: string; result: string } };

/**
 * Ask the model which tools to call with which arguments. Tool code is never executed here (like
 * hooks), so every result is `functionParameters`: the arguments as JSON text, for the caller to run.
 */
export async function runTools(
  chat: ChatClient,
  tools: readonly Tool[],
  messages: ChatMessage[],
  signal: AbortSignal,
): Promise<ToolRunResult[] | null> {
  const systemPrompts = tools.flatMap((tool) => (tool.system_prompt ? [tool.system_prompt] : []));
  const calls = await chat.callTools(
    systemPrompts.length > 0
      ? [{ role: 'system', content: systemPrompts.join('\n\n') }, ...messages]
      : messages,
    tools.map((tool) => ({
      name: tool.id,
      description: tool.description,
      parameters: JSON.parse(tool.parameters) as unknown,
    })),
    signal,
  );
  const known = new Set(tools.map((tool) => tool.id));
  const results: ToolRunResult[] = calls
    .filter((call) => known.has(call.name))
    .map((call) => ({
      functionParameters: { tool_id: call.name, result: normalizeJson(call.arguments) },
    }));
  return results.length > 0 ? results : null;
}

/** The model's argument text, re-serialized when it parses (so the client can always parse it). */
function normalizeJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return JSON.stringify({ raw: text });
  }
}
