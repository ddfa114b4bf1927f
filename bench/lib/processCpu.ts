/**
 * CPU time a process has used so far (user + system, all its threads), from Linux's /proc. Steadier
 * than throughput on a shared machine: a run that another process slowed still did the same work per
 * request. null where /proc is not there (macOS), and the figures that need it say n/a.
 */
import { readFileSync } from 'node:fs'

/** USER_HZ: the unit of /proc's times, 100 on every Linux a bench here runs on. */
const TICKS_PER_S = 100

export function cpuMsOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // utime and stime are fields 14 and 15 of the whole line, so 12 and 13 after the name.
    const ticks = Number(fields[11]) + Number(fields[12])
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_S : null
  } catch {
    return null
  }
}
