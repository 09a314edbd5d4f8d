// The browser bundle of the abort test: the scenario, bound to the client built for the browser.
import * as client from '../../src/index.js';
import { abortAt } from './abort-scenario.js';
import type { PausePoint } from './paused-stream-server.js';

(globalThis as unknown as Record<string, unknown>).abortAt = (
  url: string,
  point: PausePoint,
  paused: Promise<void>,
) => abortAt(client, url, point, paused);
