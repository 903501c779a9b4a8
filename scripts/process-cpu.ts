// CPU time of the server the benches spawned, read from Linux's /proc: a rate says how much was served,
// CPU time says what each reply cost, which other work on a shared machine disturbs far less.
import { readFileSync, readdirSync } from 'node:fs';

/** Linux's USER_HZ, 100 on every architecture Node runs on. */
const CLOCK_TICKS_PER_S = 100;

/** utime plus stime of a /proc stat line, in ms: the 12th and 13th fields after the command's ")". */
function statCpuMs(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
}

/** User plus system CPU of a process, every thread, in ms (NaN elsewhere or without a pid). */
export function cpuMsOf(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    return statCpuMs(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return Number.NaN;
  }
}

export interface ThreadsCpu {
  /** The process's first thread: Node's event loop (HTTP, the request's check, the hop to the pool). */
  eventLoopMs: number;
  /** Every other thread: the work pool's threads, V8's helpers (GC, compiler) and libuv's. */
  otherThreadsMs: number;
}

/** CPU so far of a process's event loop and of its other threads, in ms (NaN without /proc). */
export function threadsCpuOf(pid: number | undefined): ThreadsCpu {
  if (pid === undefined) return { eventLoopMs: Number.NaN, otherThreadsMs: Number.NaN };
  try {
    let eventLoopMs = 0;
    let otherThreadsMs = 0;
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      let stat: string;
      try {
        stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      } catch {
        continue; // a thread that ended between the listing and the read
      }
      if (Number(tid) === pid) eventLoopMs += statCpuMs(stat);
      else otherThreadsMs += statCpuMs(stat);
    }
    return { eventLoopMs, otherThreadsMs };
  } catch {
    return { eventLoopMs: Number.NaN, otherThreadsMs: Number.NaN };
  }
}
