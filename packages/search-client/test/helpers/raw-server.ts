import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny HTTP server that sends exactly the bytes a test gives it. It stands in for a
 * misbehaving network or a third-party service (streams cut at awkward places, bodies that end
 * early, a 500 in the middle of a session); our own server's behaviour is tested against it.
 */
export interface RawServer {
  url: string;
  received: { method: string; url: string; body: string; headers: IncomingMessage['headers'] }[];
  close(): Promise<void>;
}

export type RawHandler = (
  request: IncomingMessage & { body: string },
  response: ServerResponse,
) => void | Promise<void>;

export async function startRawServer(handler: RawHandler): Promise<RawServer> {
  const received: RawServer['received'] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        body,
        headers: request.headers,
      });
      Promise.resolve(handler(Object.assign(request, { body }), response)).catch(() =>
        response.destroy(),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Write chunks with a pause between them, so each arrives as its own read on the client. */
export async function writeChunks(
  response: ServerResponse,
  chunks: (string | Buffer)[],
  pauseMs = 15,
): Promise<void> {
  for (const chunk of chunks) {
    response.write(chunk);
    await sleep(pauseMs);
  }
}

/** The SSE text of one `/answer` envelope. */
export function answerEvent(action: string, result: string, done: boolean): string {
  const message = JSON.stringify({ action, result, done });
  return `data: ${JSON.stringify({ type: 'response', message })}\n\n`;
}

export const ACK = `data: ${JSON.stringify({ type: 'acknowledgement', message: 'Acknowledged' })}\n\n`;
