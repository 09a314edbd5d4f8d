#!/usr/bin/env node
// The command behind `npm run search:push` (src/push-index.ts once built); see run-built.js.
import { runBuilt } from './run-built.js';

await runBuilt('hlf-docs-search-push', '../dist/push-index.js');
