/**
 * The contract between bench/run.ts and each benchmark module. A benchmark is a module that exports
 * `name` and `run(ctx)`; adding one to the suite is one line in bench/run.ts.
 */
import type { DataFolder, ServerHandle } from './server'

/** One line of the printed summary table: a label plus whatever figures the benchmark measured. */
export type SummaryRow = { label: string } & Record<string, string | number | null>

export type BenchResult = {
  /** Printed as a table by the runner; keep it to the few figures a reader compares. */
  summary: SummaryRow[]
  /** Extra lines printed under the table (ratios, notes). */
  notes?: string[]
  /** Everything else worth keeping, written to bench/results/<timestamp>.json as is. */
  data?: unknown
}

export type BenchContext = {
  /** The production build folder (`NEXT_DIST_DIR`, default `.next`), already checked to hold a BUILD_ID. */
  distDir: string
  /** Load settings shared by every autocannon run, so all figures in one results file are comparable. */
  load: { durationS: number; warmupS: number; connections: number }
  /**
   * Starts a production server on a fresh, empty data folder (bench/lib/server.ts), or on the one
   * `folder.dataDir` names (kept by an earlier server with `keepData`), with `env` added to its
   * environment. The runner stops it when the benchmark ends (also when it throws or on Ctrl-C)
   * unless it was passed to `shareServer`.
   */
  startServer: (label: string, env?: Record<string, string>, folder?: DataFolder) => Promise<ServerHandle>
  /**
   * The server shared by benchmarks that only need "a running server": the one an earlier benchmark
   * handed over with `shareServer`, or a new one started on first use. The runner stops it at the end.
   */
  server: () => Promise<ServerHandle>
  /** Hand a running server to the following benchmarks (saves them another cold start). */
  shareServer: (server: ServerHandle) => void
  /** Prints a progress line, prefixed with the benchmark's name. */
  log: (line: string) => void
}

export type Benchmark = {
  name: string
  /** One sentence printed before the benchmark runs. */
  description: string
  /** False for a benchmark that starts no Next server (e.g. feeds): it runs without a production build. */
  needsBuild?: boolean
  run: (ctx: BenchContext) => Promise<BenchResult>
}
