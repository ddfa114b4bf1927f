/** Violation reports as browsers send them (issue 33): both formats read into one shape, queries dropped. */
import { describe, expect, it } from 'vitest'

import { MAX_REPORTS_PER_REQUEST, parseCspReports } from '@/domain/security/cspReport'

const legacy = (report: Record<string, unknown>) => JSON.stringify({ 'csp-report': report })

describe('parseCspReports', () => {
  it('reads a report-uri report (application/csp-report), without the page’s or the blocked address’s query', () => {
    const body = legacy({
      'document-uri': 'https://harbourcitymotors.com.au/cars/2021-hilux?email=jo@example.com#top',
      'violated-directive': 'script-src-elem',
      'effective-directive': 'script-src-elem',
      'blocked-uri': 'https://evil.example/x.js?token=abc',
      'source-file': 'https://harbourcitymotors.com.au/_next/static/chunks/a.js?v=1',
      'line-number': 12,
      disposition: 'enforce',
    })
    expect(parseCspReports('application/csp-report', body)).toEqual({
      ok: true,
      violations: [{ directive: 'script-src-elem', blocked: 'https://evil.example/x.js', page: '/cars/2021-hilux', source: 'https://harbourcitymotors.com.au/_next/static/chunks/a.js:12' }],
    })
  })

  it('reads the Reporting API’s list (application/reports+json), keeping only CSP violations', () => {
    const body = JSON.stringify([
      { type: 'csp-violation', url: 'https://baysidemazda.com.au/', body: { documentURL: 'https://baysidemazda.com.au/', effectiveDirective: 'frame-src', blockedURL: 'https://ads.example/frame', disposition: 'enforce' } },
      { type: 'csp-violation', url: 'https://baysidemazda.com.au/x', body: { documentURL: 'https://baysidemazda.com.au/x', effectiveDirective: 'script-src-elem', blockedURL: 'inline', sourceFile: 'https://baysidemazda.com.au/x', lineNumber: 3 } },
      { type: 'deprecation', url: 'https://baysidemazda.com.au/', body: { id: 'x' } },
      { type: 'csp-violation', body: { effectiveDirective: 'script-src', disposition: 'report' } },
    ])
    expect(parseCspReports('application/reports+json; charset=utf-8', body)).toEqual({
      ok: true,
      violations: [
        { directive: 'frame-src', blocked: 'https://ads.example/frame', page: '/', source: null },
        { directive: 'script-src-elem', blocked: 'inline', page: '/x', source: 'https://baysidemazda.com.au/x:3' },
      ],
    })
  })

  it('refuses other types, malformed bodies and oversized batches, saying why', () => {
    expect(parseCspReports('application/json', legacy({}))).toEqual({ ok: false, message: 'Reports must be sent as application/csp-report or application/reports+json.' })
    expect(parseCspReports('application/csp-report', '{')).toEqual({ ok: false, message: 'The report is not valid JSON.' })
    expect(parseCspReports('application/csp-report', '[]')).toMatchObject({ ok: false })
    expect(parseCspReports('application/reports+json', '{}')).toMatchObject({ ok: false })
    const many = JSON.stringify(Array.from({ length: MAX_REPORTS_PER_REQUEST + 1 }, () => ({ type: 'csp-violation', body: {} })))
    expect(parseCspReports('application/reports+json', many)).toMatchObject({ ok: false, message: expect.stringContaining('At most') })
  })

  it('drops a report that names no page or a directive that is not one, and cuts long texts short', () => {
    expect(parseCspReports('application/csp-report', legacy({ 'violated-directive': 'script-src' }))).toEqual({ ok: true, violations: [] })
    expect(parseCspReports('application/csp-report', legacy({ 'document-uri': 'https://a.example/', 'violated-directive': '<b>x</b>' }))).toEqual({ ok: true, violations: [] })
    const long = parseCspReports('application/csp-report', legacy({ 'document-uri': `https://a.example/${'p'.repeat(1000)}`, 'violated-directive': 'img-src', 'blocked-uri': 'data' }))
    expect(long.ok && long.violations[0]!.page.length).toBeLessThanOrEqual(300)
    expect(long.ok && long.violations[0]!.blocked).toBe('data')
  })
})
