import type * as SearchClient from '../../src/index.js';
import type { PausePoint } from './paused-stream-server.js';

export interface AbortOutcome {
  /** How the caller's `for await` ended: quietly, with an error, or not within the limit. */
  ending: 'ended' | 'hung' | `error: ${string}`;
  texts: string[];
  aborted: boolean;
  loading: boolean;
  error: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Ask for an answer whose stream pauses at `point`, abort the session there, and report how the
 * caller's loop ended. Written once for Node and for the browser bundle: `paused` resolves when
 * the server has written everything it will write before the pause.
 */
export async function abortAt(
  client: typeof SearchClient,
  url: string,
  point: PausePoint,
  paused: Promise<void>,
  limitMs = 5_000,
): Promise<AbortOutcome> {
  const manager = new client.CollectionManager({
    url,
    collectionID: 'docs',
    readAPIKey: 'read_paused-stream-key-0123456789',
    // Far beyond the test's limit: only the abort may end these streams.
    streamIdleTimeoutMs: 60_000,
  });
  const session = manager.createAnswerSession();
  const texts: string[] = [];
  let abortedInside = false;
  const loop = (async () => {
    for await (const text of session.answerStream({ query: `abort ${point}` })) {
      texts.push(text);
      // The reported case: abort from inside the loop, right after the first chunk.
      if (point === 'after-first-event' && !abortedInside) {
        abortedInside = true;
        session.abort();
      }
    }
  })();
  if (point !== 'after-first-event') {
    await paused;
    // Let what the server wrote reach the client: every whole event it sent has been yielded.
    const wanted = point === 'after-last-event' ? 2 : point === 'mid-event' ? 1 : 0;
    for (let waited = 0; texts.length < wanted && waited < limitMs; waited += 5) await sleep(5);
    await sleep(20);
    session.abort();
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ending = await Promise.race([
    loop.then(
      () => 'ended' as const,
      (error: unknown) => `error: ${String(error)}` as const,
    ),
    new Promise<'hung'>((resolve) => (timer = setTimeout(() => resolve('hung'), limitMs))),
  ]);
  clearTimeout(timer);
  const [interaction] = session.state;
  return {
    ending,
    texts,
    aborted: interaction?.aborted ?? false,
    loading: interaction?.loading ?? true,
    error: interaction?.error ?? true,
  };
}
