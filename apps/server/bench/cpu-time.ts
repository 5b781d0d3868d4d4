import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat on Linux. */
const TICK_MS = 10;

/** CPU time (user + system, ms) a process has used so far; null off Linux or once it ended. */
export function processCpuMs(pid: number): number | null {
  const stat = readStat(pid);
  return stat ? stat.cpuMs : null;
}

/**
 * CPU time (ms) used so far by every PostgreSQL process on this machine (its backends serve
 * the server's pool); null off Linux. Includes anything else the same PostgreSQL serves.
 */
export function postgresCpuMs(): number | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  let total = 0;
  for (const pid of pids) {
    const stat = readStat(Number(pid));
    if (stat?.command === 'postgres') total += stat.cpuMs;
  }
  return total;
}

function readStat(pid: number): { command: string; cpuMs: number } | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // "pid (command) state ppid ...": utime and stime are fields 14 and 15.
  const close = text.lastIndexOf(')');
  const command = text.slice(text.indexOf('(') + 1, close);
  const fields = text.slice(close + 2).split(' ');
  return { command, cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS };
}
