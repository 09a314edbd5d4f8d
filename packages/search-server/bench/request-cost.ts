import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { median } from './answers/figures.js';
import { generateLoad } from './load-generator.js';
import type { RequestSpec } from './load-generator.js';
import { badRequestKinds } from './noise-load.js';

// What one request costs the server in CPU time (all its threads, user and kernel, from
// /proc/<pid>/stat), for a search of the reader mix and for each kind of bad request, each sent
// alone at a fixed rate. It says why bad input moves the good requests' p99 on a small machine:
// when a refused request costs the server a large share of what a search costs, a thousand of them
// a second take a share of a core that the searches no longer have.

/** Requests per second of each measurement: well below what the server answers, so none queue... */
const RATE = 400;
/** ...and of bodies over the limit, each of which its client writes megabytes of. */
const OVERSIZED_RATE = 100;
const CONNECTIONS = 16;

export interface RequestCost {
  kind: string;
  /** Requests per second it was sent at. */
  rate: number;
  /** Median over the runs of the server's CPU milliseconds per completed request. */
  cpuMsPerRequest: number;
  /** Completed requests of the last run, and how many of them the server answered 2xx or 4xx. */
  completed: number;
  answered: number;
}

/** Kernel clock ticks per second, in which /proc reports CPU time (100 on most Linux systems). */
function clockTicksPerSecond(): number {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
}

/** The CPU time, in milliseconds, that process `pid` has used so far (every thread). */
async function cpuMsOf(pid: number, ticksPerSecond: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name, which is in parentheses and may contain spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime] = [Number(fields[11]), Number(fields[12])];
  return ((utime + stime) * 1000) / ticksPerSecond;
}

/**
 * The server's CPU per request for the reader mix (`searches`) and each bad kind, `runs` runs of
 * `durationS` seconds each. Linux only (it reads /proc); elsewhere it returns no figures.
 */
export async function requestCosts(
  url: string,
  pid: number,
  readKey: string,
  searches: RequestSpec[],
  durationS: number,
  runs: number,
): Promise<RequestCost[]> {
  if (process.platform !== 'linux') return [];
  const ticksPerSecond = clockTicksPerSecond();
  const kinds: [string, RequestSpec[]][] = [
    ['a search of the reader mix', searches],
    ...badRequestKinds(readKey).map(({ kind, request }): [string, RequestSpec[]] => [
      kind,
      [request],
    ]),
  ];
  const costs: RequestCost[] = [];
  for (const [kind, requests] of kinds) {
    const rate = requests.some((spec) => spec.oversizedBodyBytes) ? OVERSIZED_RATE : RATE;
    const perRequest: number[] = [];
    let last = { completed: 0, answered: 0 };
    for (let run = 0; run < runs; run += 1) {
      const before = await cpuMsOf(pid, ticksPerSecond);
      const result = await generateLoad({
        url,
        connections: CONNECTIONS,
        durationS,
        rate,
        requests,
      });
      const used = (await cpuMsOf(pid, ticksPerSecond)) - before;
      perRequest.push(used / Math.max(1, result.completed));
      last = { completed: result.completed, answered: result.status2xx + result.status4xx };
    }
    costs.push({
      kind,
      rate,
      cpuMsPerRequest: Math.round(median(perRequest) * 1000) / 1000,
      ...last,
    });
  }
  return costs;
}
