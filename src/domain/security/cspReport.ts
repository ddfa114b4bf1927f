/**
 * Content-Security-Policy violation reports as browsers send them to POST /api/csp-reports (issue 33),
 * read into one shape to store per dealer and count on the dashboard. Two formats:
 *   - `application/csp-report` (the policy's report-uri, every browser): one report,
 *     `{ "csp-report": { "document-uri", "effective-directive" | "violated-directive", "blocked-uri",
 *     "source-file", "line-number", "disposition" } }`;
 *   - `application/reports+json` (the Reporting API, report-to): a list of reports, those of type
 *     `csp-violation` with `{ url, body: { documentURL, effectiveDirective, blockedURL, sourceFile,
 *     lineNumber, disposition } }`.
 * Addresses are kept without their query string or fragment (a page's or a blocked script's query can
 * carry a shopper's data); every text is cut short. Anything else in a body is ignored. Pure.
 */
export type CspViolation = {
  /** The directive that refused something: script-src-elem, frame-src... */
  directive: string
  /** What was refused: an origin and path, or `inline`, `eval`, `data`... */
  blocked: string
  /** The page's path. */
  page: string
  /** Where in our code it happened (file:line), when the browser says. */
  source: string | null
}

/** A browser sends a page's reports in one batch; more than this in one request is not one page's. */
export const MAX_REPORTS_PER_REQUEST = 20
const MAX_TEXT = 300

const CSP_REPORT_TYPES = ['application/csp-report', 'application/reports+json'] as const

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim().slice(0, MAX_TEXT) : null)

/** An address without its query or fragment; keywords (inline, eval, self) as they are. */
function address(value: unknown, pathOnly = false): string | null {
  const raw = text(value)
  if (!raw) return null
  try {
    const url = new URL(raw)
    if (url.protocol === 'http:' || url.protocol === 'https:') return (pathOnly ? url.pathname : `${url.origin}${url.pathname}`).slice(0, MAX_TEXT)
    return url.protocol.replace(/:$/, '')
  } catch {
    return raw.split(/[?#]/)[0]!.slice(0, MAX_TEXT)
  }
}

const line = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? `:${value}` : '')

function violation(fields: { directive: unknown; blocked: unknown; page: unknown; source: unknown; line: unknown; disposition: unknown }): CspViolation | null {
  // Report-only policies are not refusals; we send none, so anything claiming to be one is ignored.
  if (fields.disposition === 'report') return null
  const directive = text(fields.directive)?.split(/\s+/)[0]?.toLowerCase()
  const page = address(fields.page, true)
  if (!directive || !/^[a-z-]+$/.test(directive) || !page) return null
  const source = address(fields.source)
  return { directive, blocked: address(fields.blocked) ?? 'inline', page, source: source ? `${source}${line(fields.line)}`.slice(0, MAX_TEXT) : null }
}

/** The violations in a report body of `contentType`, or why the body is not one. */
export function parseCspReports(contentType: string | null, body: string): { ok: true; violations: CspViolation[] } | { ok: false; message: string } {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase()
  if (!(CSP_REPORT_TYPES as readonly string[]).includes(type)) return { ok: false, message: `Reports must be sent as ${CSP_REPORT_TYPES.join(' or ')}.` }
  let raw: unknown
  try {
    raw = JSON.parse(body)
  } catch {
    return { ok: false, message: 'The report is not valid JSON.' }
  }
  if (type === 'application/csp-report') {
    const report = (raw as { 'csp-report'?: Record<string, unknown> } | null)?.['csp-report']
    if (!report || typeof report !== 'object') return { ok: false, message: 'A csp-report body has a "csp-report" object.' }
    const one = violation({
      directive: report['effective-directive'] ?? report['violated-directive'],
      blocked: report['blocked-uri'],
      page: report['document-uri'],
      source: report['source-file'],
      line: report['line-number'],
      disposition: report.disposition,
    })
    return { ok: true, violations: one ? [one] : [] }
  }
  if (!Array.isArray(raw)) return { ok: false, message: 'A reports+json body is a list of reports.' }
  if (raw.length > MAX_REPORTS_PER_REQUEST) return { ok: false, message: `At most ${MAX_REPORTS_PER_REQUEST} reports at once.` }
  const violations = raw.flatMap((report: { type?: unknown; url?: unknown; body?: Record<string, unknown> }) => {
    if (report?.type !== 'csp-violation' || !report.body || typeof report.body !== 'object') return []
    const b = report.body
    const one = violation({ directive: b.effectiveDirective, blocked: b.blockedURL, page: b.documentURL ?? report.url, source: b.sourceFile, line: b.lineNumber, disposition: b.disposition })
    return one ? [one] : []
  })
  return { ok: true, violations }
}
