import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ChildServer {
  child: ChildProcess;
  url: string;
  stdout: () => string;
  stderr: () => string;
  /** Resolves with the exit signal or code. */
  exited: Promise<NodeJS.Signals | number | null>;
}

/** Start the CLI (`src/cli.ts`) in a child process and wait until it prints where it listens. */
export async function startChildServer(
  args: string[],
  env: Record<string, string> = {},
  timeoutMs = 20_000,
): Promise<ChildServer> {
  const child = spawn(
    process.execPath,
    ['--conditions=@hlf-docs/source', '--import', 'tsx', 'src/cli.ts', ...args],
    {
      cwd: PACKAGE_DIR,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start in ${timeoutMs} ms:\n${out}\n${err}`));
    }, timeoutMs);
    const check = () => {
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', check);
    void exited.then((status) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${String(status)}) before listening:\n${out}\n${err}`));
    });
  });
  return { child, url, stdout: () => out, stderr: () => err, exited };
}
