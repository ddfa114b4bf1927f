/**
 * Child processes that tests and benchmarks start (redis-server, nginx, web instances, workers),
 * each the leader of its own process group (detached), so one signal reaches it and everything it
 * started (tsx's node, Next, a launcher's simulators). Every one is tracked here: whatever a run
 * forgets or cannot stop (a failed assertion, an exception in a hook, process.exit) is SIGKILLed
 * when this process exits, so no test leaves a server behind on the shared machine.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'

export type Child = {
  name: string
  process: ChildProcess
  /** The last lines it printed (stdout and stderr), for error messages. */
  output: () => string
  /** Resolves with the first output line matching `pattern`; rejects if it exits first or after `timeoutMs`. */
  waitForLine: (pattern: RegExp, timeoutMs: number) => Promise<string>
  exited: () => boolean
  /** Resolves when the process has exited. */
  exit: Promise<void>
  /** Signals the whole group (the child and what it started) and waits for the child to exit. */
  kill: (signal?: NodeJS.Signals) => Promise<void>
}

const live = new Set<ChildProcess>()
const KEEP_LINES = 200

function killGroup(pid: number | undefined, signal: NodeJS.Signals) {
  if (!pid) return
  try {
    process.kill(-pid, signal)
  } catch {
    /* already gone */
  }
}

/** True while any process of the group led by `pid` is alive (signal 0 only checks). */
function groupAlive(pid: number | undefined): boolean {
  if (!pid) return false
  try {
    process.kill(-pid, 0)
    return true
  } catch {
    return false
  }
}

export function startChild(name: string, command: string, args: string[], options: Omit<SpawnOptions, 'stdio' | 'detached'> = {}): Child {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  live.add(child)
  const lines: string[] = []
  const listeners = new Set<(line: string) => void>()
  for (const stream of [child.stdout, child.stderr]) {
    let partial = ''
    stream?.on('data', (chunk: Buffer) => {
      const parts = (partial + chunk.toString()).split('\n')
      partial = parts.pop() ?? ''
      for (const line of parts) {
        lines.push(line)
        if (lines.length > KEEP_LINES) lines.shift()
        for (const listener of listeners) listener(line)
      }
    })
  }
  let done = false
  const exit = new Promise<void>((resolve) => {
    const finish = () => {
      done = true
      live.delete(child)
      resolve()
    }
    child.once('exit', finish)
    child.once('error', (error) => {
      lines.push(`${name} could not start: ${error.message}`)
      finish()
    })
  })
  const output = () => lines.slice(-40).map((l) => `    [${name}] ${l}`).join('\n')

  return {
    name,
    process: child,
    output,
    exited: () => done,
    exit,
    waitForLine(pattern, timeoutMs) {
      const seen = lines.find((l) => pattern.test(l))
      if (seen) return Promise.resolve(seen)
      return new Promise((resolve, reject) => {
        const stop = (error?: Error, line?: string) => {
          clearTimeout(timer)
          listeners.delete(listener)
          if (error) reject(error)
          else resolve(line!)
        }
        const listener = (line: string) => pattern.test(line) && stop(undefined, line)
        const timer = setTimeout(() => stop(new Error(`${name}: no line matching ${pattern} within ${timeoutMs / 1000} s\n${output()}`)), timeoutMs)
        listeners.add(listener)
        void exit.then(() => stop(new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before printing ${pattern}\n${output()}`)))
      })
    },
    async kill(signal = 'SIGKILL') {
      killGroup(child.pid, signal)
      await exit
      // The leader is gone; anything of its group still running (a grandchild) goes too.
      if (groupAlive(child.pid)) killGroup(child.pid, 'SIGKILL')
    },
  }
}

// Last resort: 'exit' handlers must be synchronous, so no orderly stop here, just no orphans.
process.on('exit', () => {
  for (const child of live) killGroup(child.pid, 'SIGKILL')
})
