/**
 * The check `npm test` runs over the servers' output (tests/logs/personalData.ts) finds what it is
 * for, and passes the masked forms the logger writes.
 */
import { describe, expect, it } from 'vitest'

import { maskText } from '@/domain/operations/personalData'
import { personalDataIn, serverLines } from '../../logs/personalData'

describe("the servers' output check", () => {
  it('finds a shopper name, address or mobile, and names the line and the kind', () => {
    const text = ['{"msg":"request","route":"/api/leads"}', '{"msg":"New lead: Enquiry from Jane Citizen"}', '{"to":["olivia.smith.3@example.com"]}', 'call 0412 345 678', 'Lead from Noah Patel'].join('\n')
    expect(personalDataIn(text)).toEqual([
      { line: 2, kind: 'shopper name' },
      { line: 2, kind: 'shopper surname' },
      { line: 3, kind: 'email address' },
      { line: 4, kind: 'mobile number' },
      { line: 5, kind: 'shopper name' },
    ])
  })

  it("passes what the logger's masking leaves", () => {
    expect(personalDataIn(maskText('reply to olivia.smith.3@example.com or 0412 345 678, +61412345678'))).toEqual([])
    // A request id whose hex holds 04 and eight more digits is no mobile.
    expect(personalDataIn('{"reqId":"6464f813-daf6-4765-b128-6e0488153710","msg":"request"}')).toEqual([])
  })

  it("reads Playwright's [WebServer] lines only when there are any", () => {
    expect(serverLines('Running 3 tests\n[WebServer] {"msg":"a"}\n  ✓ Jane Citizen fills the form')).toBe('{"msg":"a"}')
    expect(serverLines('{"msg":"a"}\n{"msg":"b"}')).toBe('{"msg":"a"}\n{"msg":"b"}')
  })
})
