#!/usr/bin/env node
// The search service's command (src/cli.ts once built); see run-built.js for why this file exists.
import { runBuilt } from './run-built.js';

await runBuilt('hlf-docs-search-server', '../dist/cli.js');
