import { spawn } from 'node:child_process';
import path from 'node:path';
import { loadResult } from './load-process.js';
import type { LoadPlan, LoadResult } from './load-process.js';

export type { LoadPlan, LoadResult, RequestSpec } from './load-process.js';

const SCRIPT = path.join(import.meta.dirname, 'load-process.ts');

/**
 * Runs `plan` in a load generator process of its own (load-process.ts): several generators at once
 * then use the machine's cores as separate clients would, instead of taking turns on the bench's
 * event loop. Resolves with its figures; rejects with its error output when it fails.
 */
export function generateLoad(plan: LoadPlan): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) {
        reject(new Error(`the load generator exited with ${code}: ${errors.trim()}`));
        return;
      }
      try {
        resolve(loadResult.parse(JSON.parse(out)));
      } catch (error) {
        reject(new Error(`the load generator printed no figures (${String(error)}): ${out}`));
      }
    });
    child.stdin.end(JSON.stringify(plan));
  });
}
