import { describe, expect, it } from 'vitest'

import { parseSmsKeyword, withOptOutLine } from '@/domain/unsubscribe/smsKeywords'
import { signSmsWebhook, verifySmsWebhook } from '@/lib/sms/webhook'

describe('SMS reply keywords', () => {
  it('reads every opt-out word, whatever the case, spacing or punctuation', () => {
    for (const body of ['STOP', 'stop', ' Stop ', 'Stop.', 'STOP!', 'STOP ALL', 'stop all', 'StopAll', 'UNSUBSCRIBE', 'unsubscribe', 'Cancel', 'END', 'end.', 'Quit', 'QUIT\n']) {
      expect(parseSmsKeyword(body), JSON.stringify(body)).toBe('stop')
    }
  })

  it('counts a reply that starts with STOP as an opt-out', () => {
    expect(parseSmsKeyword('Stop sending me these please')).toBe('stop')
    expect(parseSmsKeyword('STOP, thanks')).toBe('stop')
  })

  it('reads START (and UNSTOP) as opting back in', () => {
    for (const body of ['START', 'start', ' Start! ', 'UNSTOP']) expect(parseSmsKeyword(body), body).toBe('start')
  })

  it('leaves ordinary replies alone', () => {
    for (const body of ['', '   ', 'Is it still available?', 'End of the month suits me', 'Please cancel my test drive on Friday', "Don't stop", 'STARTING price?', 'Stopping by at 3', 'quitting', 'Thanks']) {
      expect(parseSmsKeyword(body), JSON.stringify(body)).toBeNull()
    }
    expect(parseSmsKeyword(undefined)).toBeNull()
    expect(parseSmsKeyword(42)).toBeNull()
  })

  it('ends every alert text with the opt-out line', () => {
    expect(withOptOutLine('Your car is now $30,000. View it: https://x.test/cars/a ')).toBe('Your car is now $30,000. View it: https://x.test/cars/a\nReply STOP to opt out')
  })
})

describe('SMS inbound webhook signature', () => {
  const body = JSON.stringify({ from: '+61412345678', body: 'STOP' })
  const NOW = Date.parse('2026-11-25T10:00:00Z')

  it('accepts its own signature and refuses a changed body, another secret, a stale time or no header', () => {
    const header = signSmsWebhook(body, 'secret', NOW)
    expect(verifySmsWebhook(body, header, 'secret', NOW)).toEqual({ ok: true })
    expect(verifySmsWebhook(body.replace('STOP', 'START'), header, 'secret', NOW).ok).toBe(false)
    expect(verifySmsWebhook(body, header, 'other', NOW).ok).toBe(false)
    expect(verifySmsWebhook(body, header, 'secret', NOW + 10 * 60_000).ok).toBe(false)
    expect(verifySmsWebhook(body, null, 'secret', NOW).ok).toBe(false)
    expect(verifySmsWebhook(body, 'garbage', 'secret', NOW).ok).toBe(false)
  })
})
