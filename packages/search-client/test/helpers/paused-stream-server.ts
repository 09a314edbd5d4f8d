import { createServer } from 'node:http';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ACK, answerEvent } from './raw-server.js';

/**
 * Where an `/answer` stream stops and waits for the client to abort: before its first byte, after
 * its first answer event, in the middle of an event, or after its last event (with the body left
 * open). The server then holds the connection until the client goes away, as a slow model would.
 */
export const PAUSE_POINTS = [
  'before-first-byte',
  'after-first-event',
  'mid-event',
  'after-last-event',
] as const;
export type PausePoint = (typeof PAUSE_POINTS)[number];

const FIRST = answerEvent('ANSWER_RESPONSE', 'Install it ', false);
const SECOND = answerEvent('ANSWER_RESPONSE', 'with kubectl hlf.', false);
const LAST = answerEvent('ANSWER_RESPONSE', '', true);

/** The bytes written before the pause at each point. */
function bytesBefore(point: PausePoint): string {
  switch (point) {
    case 'before-first-byte':
      return '';
    case 'after-first-event':
      return ACK + FIRST;
    case 'mid-event':
      return ACK + FIRST + SECOND.slice(0, SECOND.length / 2);
    case 'after-last-event':
      return ACK + FIRST + SECOND + LAST;
  }
}

export interface PausedStreamServer {
  url: string;
  /** Resolves when the stream of request `n` (0-based) has reached its pause point. */
  paused(n: number): Promise<void>;
  /** Resolves when the client of request `n` has gone away. */
  disconnected(n: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Serves `/v1/collections/<id>/answer` with the pause point taken from the query text. It sends
 * CORS headers so that a page of another origin (the browser test) can call it.
 */
export async function startPausedStreamServer(): Promise<PausedStreamServer> {
  const pauses: Promise<void>[] = [];
  const disconnects: Promise<void>[] = [];
  const waiters: { resolvePaused: () => void; resolveGone: () => void }[] = [];
  const slot = (n: number) => {
    while (waiters.length <= n) {
      let resolvePaused!: () => void;
      let resolveGone!: () => void;
      pauses.push(new Promise((resolve) => (resolvePaused = resolve)));
      disconnects.push(new Promise((resolve) => (resolveGone = resolve)));
      waiters.push({ resolvePaused, resolveGone });
    }
    return waiters[n]!;
  };
  let requests = 0;
  const cors = (response: ServerResponse) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', '*');
    response.setHeader('Access-Control-Allow-Methods', 'POST, GET, OPTIONS');
  };
  const server = createServer((request, response) => {
    cors(response);
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const n = requests++;
      const { resolvePaused, resolveGone } = slot(n);
      response.on('close', resolveGone);
      const query = (JSON.parse(body) as { query?: string }).query ?? '';
      const point = PAUSE_POINTS.find((candidate) => query.includes(candidate));
      if (!point) {
        response.writeHead(400).end('no pause point in the query');
        return;
      }
      response.writeHead(200, { 'Content-Type': 'text/event-stream' });
      response.flushHeaders();
      const bytes = bytesBefore(point);
      if (bytes) response.write(bytes, () => resolvePaused());
      else resolvePaused();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    paused: (n) => slot(n) && pauses[n]!,
    disconnected: (n) => slot(n) && disconnects[n]!,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
