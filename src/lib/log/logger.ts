/**
 * The one logger of every Forecourt process (issue 38): Payload's (payload.config.ts passes it as
 * `logger`), the production server's request lines, the launcher's, the worker's and every server
 * module's messages.
 *
 * - Production (logsAsJson) writes one JSON object per line to stdout: time, level, role
 *   (web or worker: setLogRole), instance, then the line's own fields. LOG_FORMAT=pretty asks for the
 *   readable form there too; LOG_FORMAT=json asks for JSON in development.
 * - Development and tests keep Payload's readable output (pino-pretty, synchronous, no worker thread:
 *   pino's `transport` option breaks once bundled, as Payload's docs warn).
 * - Every line is masked on the way out (src/domain/operations/personalData.ts): the message, every
 *   field and an error's message and stack. Callers still log ids, never a shopper's record.
 * - LOG_LEVEL sets the level (default info).
 *
 * One instance per process, kept on globalThis: Next's server bundle and the compiled launcher each
 * load this module, and both must write the same lines with the same role.
 */
import os from 'node:os'

import { destination, pino, stdSerializers, stdTimeFunctions, type DestinationStream, type Logger } from 'pino'
import { build as prettyStream } from 'pino-pretty'

import { maskLogValue, maskText } from '@/domain/operations/personalData'

import { sampledTrace } from '../telemetry/running'

export type LogRole = 'web' | 'worker' | 'script'

type State = { logger: Logger; role: LogRole }
const KEY = Symbol.for('forecourt.logger')
const holder = globalThis as { [KEY]?: State }

/**
 * JSON lines in production unless asked otherwise: NODE_ENV=production, or a compiled server (npm
 * start and npm run worker run dist/*.mjs with --conditions=production, whatever NODE_ENV says).
 */
export function logsAsJson(env: NodeJS.ProcessEnv = process.env, execArgv: readonly string[] = process.execArgv): boolean {
  if (env.LOG_FORMAT === 'json') return true
  if (env.LOG_FORMAT === 'pretty') return false
  return env.NODE_ENV === 'production' || execArgv.includes('--conditions=production')
}

/** The active trace and span, as OpenTelemetry's log correlation names them; nothing with telemetry off. */
function activeTraceIds(): { trace_id?: string; span_id?: string } {
  const active = sampledTrace()
  return active ? { trace_id: active.traceId, span_id: active.spanId } : {}
}

const maskArg = (arg: unknown) => (typeof arg === 'string' ? maskText(arg) : arg)

function create(): State {
  const state: State = { role: (process.env.FORECOURT_ROLE as LogRole | undefined) ?? 'web', logger: undefined as unknown as Logger }
  state.logger = createLogger({ role: () => state.role })
  return state
}

/**
 * A logger as the process's is made; `destination` and `json` for tests that read the lines. Use
 * logger() everywhere else: one per process.
 */
export function createLogger({ role, json = logsAsJson(), destination: to }: { role: () => LogRole; json?: boolean; destination?: DestinationStream }): Logger {
  return pino(
    {
      level: process.env.LOG_LEVEL ?? 'info',
      enabled: process.env.DISABLE_LOGGING !== 'true',
      base: { instance: process.env.INSTANCE_ID ?? `${os.hostname()}:${process.pid}` },
      timestamp: json ? stdTimeFunctions.isoTime : stdTimeFunctions.epochTime,
      // With telemetry on, a line written inside a trace names it, so a log search leads to the trace and back.
      mixin: () => ({ role: role(), ...activeTraceIds() }),
      formatters: {
        level: (label) => ({ level: label }),
        // pino's own error shape (type, message, stack, cause), then masked with everything else.
        log: (fields) => maskLogValue(fields.err instanceof Error ? { ...fields, err: stdSerializers.err(fields.err) } : fields) as Record<string, unknown>,
      },
      // Serialized above, once: pino would otherwise run its serializer again on the masked copy.
      serializers: { err: (error: unknown) => error },
      hooks: {
        // The message (and printf-style arguments) are text like any other: masked too.
        logMethod(args, method) {
          return method.apply(this, args.map(maskArg) as Parameters<typeof method>)
        },
      },
    },
    // Written as they come: a line a crashing process wrote is a line the operator can read.
    to ?? (json ? destination({ dest: 1, sync: true }) : prettyStream({ colorize: process.stdout.isTTY ?? false, ignore: 'pid,hostname,instance,role', translateTime: 'SYS:HH:MM:ss', sync: true })),
  )
}

function state(): State {
  return (holder[KEY] ??= create())
}

/** The process's logger. */
export const logger = (): Logger => state().logger

/** Which role this process plays, on every line from now on (the worker says so at its start). */
export function setLogRole(role: LogRole): void {
  state().role = role
}
