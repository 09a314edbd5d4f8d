import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The service's command, resolved with this process's conditions (its source under the tests). */
const CLI = fileURLToPath(import.meta.resolve('@hlf-docs/search-server/cli'));

/** Our search service in a process of its own, as readers' browsers and the site meet it. */
export interface ServiceProcess {
  url: string;
  masterKey: string;
  close(): Promise<void>;
}

/**
 * Start the real service on a free port of 127.0.0.1. Some client defects only show across a
 * process boundary (an in-process server shares the client's event loop and its timing).
 */
export async function startServiceProcess(): Promise<ServiceProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hlf-search-client-process-'));
  const masterKey = 'client-process-master-key-0123456789';
  // From source, as in this process: the service's imports of the client resolve to src/ too.
  const node = ['--conditions=@hlf-docs/source', '--import', 'tsx'];
  const child: ChildProcess = spawn(
    process.execPath,
    [...node, CLI, '--data-dir', dataDir, '--port', '0', '--quiet'],
    { env: { ...process.env, SEARCH_MASTER_KEY: masterKey }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`the service did not start:\n${output}`)),
      20_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the service exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    masterKey,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
