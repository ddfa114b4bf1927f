/**
 * What a shopper's reply to an SMS alert asks for: to stop (STOP, STOP ALL, UNSUBSCRIBE, CANCEL, END,
 * QUIT, the usual opt-out words every Australian and US gateway honours) or to start again (START,
 * UNSTOP). Case, spacing and trailing punctuation do not matter ("stop", " Stop! ", "STOP ALL").
 *
 * A reply that only starts with STOP ("Stop sending me these") is an opt-out too: the Spam Act asks a
 * sender to honour any clear request, and a missed opt-out costs far more than a mistaken one (START
 * undoes it). The other words count only on their own: "End of the month suits me" is not an opt-out.
 * Anything else is an ordinary reply (null). Pure.
 */
export type SmsKeyword = 'stop' | 'start'

const SMS_OPT_OUT_WORDS = ['STOP', 'STOP ALL', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const
const SMS_OPT_IN_WORDS = ['START', 'UNSTOP'] as const

/** The line every SMS alert ends with. */
const SMS_OPT_OUT_LINE = 'Reply STOP to opt out'

export function parseSmsKeyword(body: unknown): SmsKeyword | null {
  if (typeof body !== 'string') return null
  const words = body
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
  if (words.length === 0) return null
  const whole = words.join(' ')
  if ((SMS_OPT_OUT_WORDS as readonly string[]).includes(whole)) return 'stop'
  if ((SMS_OPT_IN_WORDS as readonly string[]).includes(whole)) return 'start'
  if (words[0] === 'STOP') return 'stop'
  return null
}

/** An alert's text as texted: the message, then the opt-out line. */
export function withOptOutLine(message: string): string {
  return `${message.trimEnd()}\n${SMS_OPT_OUT_LINE}`
}
