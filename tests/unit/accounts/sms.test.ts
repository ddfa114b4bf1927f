import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { sendSms, SmsError } from '@/lib/sms'
import { startSmsSimulator, type SmsSimulator } from '../../simulators/sms/server'

let sim: SmsSimulator
const env = () => ({ SMS_API_URL: sim.url, SMS_API_KEY: 'sms-key' })

beforeAll(async () => {
  sim = await startSmsSimulator({ apiKey: 'sms-key' })
})
afterAll(() => sim.close())
beforeEach(() => sim.reset())

describe('the SMS adapter against the gateway simulator', () => {
  it('sends a message and the gateway records it', async () => {
    const receipt = await sendSms({ to: '+61412345678', body: 'Your code is 123456', from: 'Harbour' }, env())
    expect(receipt.id).toMatch(/^sms_/)
    const inbox = (await (await fetch(`${sim.url}/v1/messages?to=%2B61412345678`)).json()) as { messages: { body: string; from: string }[] }
    expect(inbox.messages).toEqual([expect.objectContaining({ body: 'Your code is 123456', from: 'Harbour' })])
  })

  it("reports the gateway's refusal and failures as SmsError", async () => {
    await expect(sendSms({ to: '0412345678', body: 'x' }, env())).rejects.toThrow('to must be an Australian number in +61 form.')
    sim.failNext(1, 503)
    await expect(sendSms({ to: '+61412345678', body: 'x' }, env())).rejects.toBeInstanceOf(SmsError)
    await expect(sendSms({ to: '+61412345678', body: 'x' }, { SMS_API_URL: sim.url, SMS_API_KEY: 'wrong' })).rejects.toThrow('Unauthorised.')
    expect(sim.messages).toHaveLength(0)
  })

  it('refuses to send when no gateway is configured', async () => {
    await expect(sendSms({ to: '+61412345678', body: 'x' }, {})).rejects.toThrow('SMS is not configured')
  })
})
