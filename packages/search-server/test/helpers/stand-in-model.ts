import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small OpenAI-compatible chat completions server, standing in for a third-party model
 * service. It records what it receives and whether the caller hung up before the end.
 */
export interface RecordedRequest {
  body: {
    model: string;
    stream?: boolean;
    messages: { role: string; content: string }[];
    tools?: { type: string; function: { name: string } }[];
  };
  authorization: string | undefined;
  /** The connection closed before the stand-in finished its answer. */
  closedEarly: boolean;
}

export interface StandInBehaviour {
  /** Tokens of a streamed answer. */
  tokens: string[];
  /** Wait before the first token (to see keep-alive comments). */
  firstTokenDelayMs: number;
  tokenDelayMs: number;
  /** Stream tokens until the caller hangs up. */
  endless: boolean;
  /** Answer with this status and an error body instead. */
  failWith: number | undefined;
  /** Content of a non-streamed completion (selection, NLP). */
  complete: (request: RecordedRequest['body']) => string;
  /** Tool calls of a non-streamed completion with tools. */
  toolCalls: { name: string; arguments: string }[];
}

export interface StandInModel {
  baseUrl: string;
  requests: RecordedRequest[];
  behaviour: StandInBehaviour;
  /** Resolves when a request closes early (the caller aborted). */
  nextEarlyClose(timeoutMs: number): Promise<RecordedRequest>;
  close(): Promise<void>;
}

const DEFAULTS: StandInBehaviour = {
  tokens: ['The ', 'operator ', 'installs ', 'chaincode.'],
  firstTokenDelayMs: 0,
  tokenDelayMs: 5,
  endless: false,
  failWith: undefined,
  complete: () => '{"id": null, "probability": 0}',
  toolCalls: [],
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startStandInModel(): Promise<StandInModel> {
  const requests: RecordedRequest[] = [];
  const behaviour: StandInBehaviour = { ...DEFAULTS };
  const earlyCloseWaiters: ((request: RecordedRequest) => void)[] = [];

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const record: RecordedRequest = {
      body: JSON.parse(raw) as RecordedRequest['body'],
      authorization: req.headers.authorization,
      closedEarly: false,
    };
    requests.push(record);
    let finished = false;
    res.on('close', () => {
      if (!finished) {
        record.closedEarly = true;
        for (const waiter of earlyCloseWaiters.splice(0)) waiter(record);
      }
    });
    if (req.url !== '/v1/chat/completions') {
      res.writeHead(404).end();
      finished = true;
      return;
    }
    if (behaviour.failWith) {
      res.writeHead(behaviour.failWith, { 'Content-Type': 'application/json' });
      res.end('{"error":{"message":"model overloaded"}}');
      finished = true;
      return;
    }
    if (!record.body.stream) {
      const message = record.body.tools
        ? {
            role: 'assistant',
            content: null,
            tool_calls: behaviour.toolCalls.map((call, n) => ({
              id: `call${n}`,
              type: 'function',
              function: call,
            })),
          }
        : { role: 'assistant', content: behaviour.complete(record.body) };
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({ id: 'c1', object: 'chat.completion', choices: [{ index: 0, message }] }),
      );
      finished = true;
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/event-stream' });
    await sleep(behaviour.firstTokenDelayMs);
    const send = (content: string) =>
      res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`);
    if (behaviour.endless) {
      while (!res.destroyed && !record.closedEarly) {
        send('more ');
        await sleep(20);
      }
      return;
    }
    for (const token of behaviour.tokens) {
      if (res.destroyed) return;
      send(token);
      await sleep(behaviour.tokenDelayMs);
    }
    res.write('data: [DONE]\n\n');
    finished = true;
    res.end();
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    behaviour,
    nextEarlyClose: (timeoutMs) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error('the model request was not aborted')),
          timeoutMs,
        );
        earlyCloseWaiters.push((request) => {
          clearTimeout(timer);
          resolve(request);
        });
      }),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
