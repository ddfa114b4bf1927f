/**
 * No personal data in any log line (issue 38), checked on the whole run: `npm test` keeps what the
 * browser tests' and the cluster tests' servers printed (scripts/test-all.ts) and runs this over it.
 * It looks for the shoppers the run made up: the demo seed's leads (names, their example.com
 * addresses, their 04 mobiles) and the browser tests' shoppers (Jane Citizen, jane@example.com,
 * 0412 345 678 and the rest). A masked value (j•••@example.com, •••• ••• •78) is not a finding.
 *
 * Usage: tsx tests/logs/personalData.ts FILE... (exit 1 on a finding, or if a file holds no request
 * lines: a scan of nothing proves nothing).
 */
import { readFileSync } from 'node:fs'

import { DEMO_SHOPPER_FIRST_NAMES, DEMO_SHOPPER_LAST_NAMES } from '../../tenants/demo/seed/leads'

type Finding = { line: number; kind: string }

const TEST_SHOPPERS = ['Jane Citizen', 'Janet', 'Sam Buyer', 'Tag Tester', 'Ad Clicker', 'Franchise Shopper']

const PATTERNS: { kind: string; pattern: RegExp }[] = [
  // Two or more characters before the @: a masked address keeps one.
  { kind: 'email address', pattern: /[A-Za-z0-9._%+-]{2,}@example\.com/ },
  // Not inside a word: a request id's hex (…-6e0488153710) holds such digits too.
  { kind: 'mobile number', pattern: /(?<![\w.])(?:\+?61\s?|0)4\d{2}[\s-]?\d{3}[\s-]?\d{3}(?!\w)/ },
  { kind: 'shopper name', pattern: new RegExp(`\\b(?:${DEMO_SHOPPER_FIRST_NAMES.join('|')})\\s+(?:${DEMO_SHOPPER_LAST_NAMES.join('|')})\\b|\\b(?:${TEST_SHOPPERS.join('|')})`) },
  { kind: 'shopper surname', pattern: /\bCitizen\b/ },
]

/** Where a server's output (the lines Playwright prefixes with [WebServer], or a whole log) names a shopper. */
export function personalDataIn(text: string): Finding[] {
  const findings: Finding[] = []
  text.split('\n').forEach((line, i) => {
    for (const { kind, pattern } of PATTERNS) if (pattern.test(line)) findings.push({ line: i + 1, kind })
  })
  return findings
}

/** The server lines of a test run's output: Playwright's [WebServer] lines, or every line of a server's own log. */
export function serverLines(text: string): string {
  const lines = text.split('\n')
  const prefixed = lines.filter((l) => l.startsWith('[WebServer] '))
  return (prefixed.length ? prefixed.map((l) => l.slice(12)) : lines).join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let failed = false
  for (const file of process.argv.slice(2)) {
    const server = serverLines(readFileSync(file, 'utf8'))
    const requests = server.split('\n').filter((l) => l.includes('"msg":"request"')).length
    const findings = personalDataIn(server)
    console.log(`${file}: ${requests} request lines, ${server.split('\n').length} server lines, ${findings.length} with personal data`)
    // The line and the kind only: the value itself is what must not be printed again.
    for (const f of findings.slice(0, 20)) console.log(`  server line ${f.line}: a ${f.kind}`)
    if (findings.length > 0 || requests === 0) failed = true
  }
  process.exit(failed ? 1 : 0)
}
