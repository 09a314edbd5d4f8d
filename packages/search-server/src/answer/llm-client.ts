import { EventSourceParserStream } from 'eventsource-parser/stream';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ToolDefinition {
  name: string;
  description: string;
  /** JSON Schema object. */
  parameters: unknown;
}

export interface ToolCall {
  name: string;
  /** The arguments as JSON text, as the model produced them. */
  arguments: string;
}

/** A chat model. The only implementation speaks the OpenAI-compatible chat completions API. */
export interface ChatClient {
  readonly provider: string;
  readonly model: string;
  /** Stream the answer's text pieces as they arrive. */
  stream(messages: ChatMessage[], signal: AbortSignal): AsyncGenerator<string>;
  complete(messages: ChatMessage[], signal: AbortSignal): Promise<string>;
  callTools(
    messages: ChatMessage[],
    tools: ToolDefinition[],
    signal: AbortSignal,
  ): Promise<ToolCall[]>;
}

export interface ChatConfig {
  /** E.g. `https://api.openai.com/v1` or `http://127.0.0.1:11434/v1`; `/chat/completions` is appended. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

/** An upstream failure, described without the key (it never appears in the URL we print). */
export class ChatError extends Error {}

interface ChatCompletionChunk {
  choices?: { delta?: { content?: string | null } }[];
}

interface ChatCompletion {
  choices?: {
    message?: {
      content?: string | null;
      tool_calls?: { function?: { name?: string; arguments?: string } }[];
    };
  }[];
}

export class OpenAICompatibleChatClient implements ChatClient {
  readonly provider = 'openai-compatible';
  private readonly endpoint: string;
  /** The endpoint as errors name it: without user info or query, where credentials can hide. */
  private readonly endpointForErrors: string;

  constructor(private readonly config: ChatConfig) {
    this.endpoint = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
    const url = new URL(this.endpoint);
    this.endpointForErrors = `${url.origin}${url.pathname}`;
  }

  get model(): string {
    return this.config.model;
  }

  async *stream(messages: ChatMessage[], signal: AbortSignal): AsyncGenerator<string> {
    const response = await this.post({ model: this.model, messages, stream: true }, signal);
    if (!response.body) throw new ChatError('The language model sent an empty answer');
    const events = response.body
      .pipeThrough(new TextDecoderStream())
      .pipeThrough(new EventSourceParserStream());
    const reader = events.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        if (value.data === '[DONE]') return;
        let chunk: ChatCompletionChunk;
        try {
          chunk = JSON.parse(value.data) as ChatCompletionChunk;
        } catch {
          throw new ChatError('The language model sent a stream event that is not JSON');
        }
        const text = chunk.choices?.[0]?.delta?.content;
        if (text) yield text;
      }
    } finally {
      // Cancelling the reader closes the upstream connection when our own client went away.
      await reader.cancel().catch(() => undefined);
    }
  }

  async complete(messages: ChatMessage[], signal: AbortSignal): Promise<string> {
    const response = await this.post({ model: this.model, messages, stream: false }, signal);
    const body = (await response.json()) as ChatCompletion;
    return body.choices?.[0]?.message?.content ?? '';
  }

  async callTools(
    messages: ChatMessage[],
    tools: ToolDefinition[],
    signal: AbortSignal,
  ): Promise<ToolCall[]> {
    const response = await this.post(
      {
        model: this.model,
        messages,
        stream: false,
        tools: tools.map((tool) => ({ type: 'function', function: tool })),
        tool_choice: 'auto',
      },
      signal,
    );
    const body = (await response.json()) as ChatCompletion;
    return (body.choices?.[0]?.message?.tool_calls ?? [])
      .filter((call) => typeof call.function?.name === 'string')
      .map((call) => ({
        name: call.function?.name ?? '',
        arguments: call.function?.arguments ?? '{}',
      }));
  }

  private async post(body: unknown, signal: AbortSignal): Promise<Response> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (this.config.apiKey) headers.Authorization = `Bearer ${this.config.apiKey}`;
    let response: Response;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.any([signal, AbortSignal.timeout(this.config.timeoutMs)]),
      });
    } catch (error) {
      if (signal.aborted) throw error;
      const reason =
        error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'is unreachable';
      throw new ChatError(`The language model endpoint ${this.endpointForErrors} ${reason}`);
    }
    if (!response.ok) {
      const text = (await response.text().catch(() => '')).slice(0, 200);
      const safe = this.config.apiKey ? text.split(this.config.apiKey).join('[key]') : text;
      throw new ChatError(
        `The language model endpoint answered ${response.status}${safe ? `: ${safe}` : ''}`,
      );
    }
    return response;
  }
}
