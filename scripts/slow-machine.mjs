#!/usr/bin/env node
// Runs a command as if on a machine about twice as slow as this one: one busy process pinned to
// each core (taskset) competes with it for the CPU, at the same priority, for as long as it runs,
// so each of the command's threads gets about half of the core it runs on. The suite must pass
// on such a machine (a test that passes here only because this machine is fast is a flaky test),
// and this is how a maintainer checks it before a timing-sensitive change lands.
//
//   node scripts/slow-machine.mjs npm test -w packages/search-server
//   npm run test:slow            # the whole of `npm test`
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: node scripts/slow-machine.mjs <command> [arguments...]');
  process.exit(2);
}

// Each busy process spins, and every few hundred milliseconds checks that this script is still
// alive, so that a busy process never outlives it (even when this script is killed with SIGKILL).
const SPIN = `const parent = ${process.pid};
for (;;) {
  const until = Date.now() + 200;
  while (Date.now() < until);
  try { process.kill(parent, 0); } catch { process.exit(0); }
}`;

/** The CPUs this process may run on (Linux), e.g. "0-1,4" as [0, 1, 4]; undefined elsewhere. */
function allowedCpus() {
  try {
    const list = /^Cpus_allowed_list:\s*(\S+)/m.exec(
      readFileSync('/proc/self/status', 'utf8'),
    )?.[1];
    return list?.split(',').flatMap((range) => {
      const [first, last = first] = range.split('-').map(Number);
      return Array.from({ length: last - first + 1 }, (_, at) => first + at);
    });
  } catch {
    return undefined;
  }
}

// Pinned, a busy process halves the core it is on; unpinned (no taskset, not Linux), the scheduler
// moves them about and the command loses less than half.
const cpus = allowedCpus();
const pinned =
  cpus !== undefined && spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0;
const cores = pinned ? cpus : Array.from({ length: availableParallelism() }, () => undefined);
let stopping = false;
const busy = cores.map((core) => {
  const child =
    core === undefined
      ? spawn(process.execPath, ['-e', SPIN], { stdio: 'ignore' })
      : spawn('taskset', ['-c', String(core), process.execPath, '-e', SPIN], { stdio: 'ignore' });
  // A busy process that ends early (taskset refused its CPU) would leave the machine faster than
  // announced: say so rather than report a slow-machine run that was not one.
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`slow-machine: a busy process ended early (${signal ?? `exit ${code}`})`);
    }
  });
  return child;
});
const stopBusy = () => {
  stopping = true;
  for (const child of busy) child.kill('SIGKILL');
};
console.error(
  `slow-machine: ${busy.length} busy process(es)${pinned ? `, pinned to CPUs ${cpus.join(', ')},` : ' (not pinned)'} compete with: ${[command, ...args].join(' ')}`,
);

const started = Date.now();
const run = spawn(command, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    run.kill(signal);
    stopBusy();
  });
}
run.on('error', (error) => {
  stopBusy();
  console.error(`slow-machine: cannot run ${command}: ${error.message}`);
  process.exit(127);
});
run.on('exit', (code, signal) => {
  stopBusy();
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.error(
    `slow-machine: ${command} ended (${signal ?? `exit ${code}`}) after ${minutes} min`,
  );
  process.exit(code ?? 1);
});
