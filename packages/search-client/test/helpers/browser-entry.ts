// The browser bundle of the browser tests: the client's public API on `window`.
import * as client from '../../src/index.js';

(globalThis as unknown as { searchClient: typeof client }).searchClient = client;
