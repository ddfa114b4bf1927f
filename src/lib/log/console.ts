/**
 * Production servers send what anything prints with console.* (Next's own "⨯ …" error lines, a
 * library's warning) through the logger: one JSON object per line, masked like the rest, never a
 * stray plain line in the middle of them. The launcher (scripts/serve.ts, `npm start`) and the worker
 * call it at their start; development keeps the plain console.
 */
import { format } from 'node:util'

import type { Logger } from 'pino'

import { logger } from './logger'

type Level = 'debug' | 'info' | 'warn' | 'error'
const METHODS: Record<'debug' | 'log' | 'info' | 'warn' | 'error' | 'trace', Level> = { debug: 'debug', log: 'info', info: 'info', warn: 'warn', error: 'error', trace: 'debug' }

/** The first Error among console arguments is logged as `err` (with its stack); the rest is the message. */
function write(log: Logger, level: Level, args: unknown[]): void {
  const error = args.find((a): a is Error => a instanceof Error)
  const rest = error ? args.filter((a) => a !== error) : args
  const message = format(...rest).trim() || (error ? error.message : '')
  if (error) log[level]({ err: error }, message)
  else log[level](message)
}

export function routeConsoleToLogger(log: Logger = logger()): void {
  for (const [method, level] of Object.entries(METHODS)) {
    ;(console as unknown as Record<string, (...args: unknown[]) => void>)[method] = (...args: unknown[]) => write(log, level, args)
  }
}
