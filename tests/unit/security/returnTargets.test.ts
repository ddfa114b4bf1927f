/**
 * Issue 33 item 2, held for code still to be written: wherever the code reads a return target from a
 * request (a `redirect`, `back`, `next`, `returnTo`, `return`, `callback`... query or body field), the
 * same line passes it through the one same-site rule (safeRedirectPath or sameSitePath; signInPath
 * applies it too). A new reader that skips it fails here, named by file and line.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(__dirname, '../../..')
const NAMES = 'redirect|redirectTo|redirect_to|back|next|returnTo|return_to|returnUrl|return|callback|callbackUrl|continue|goto'
const READS = [
  new RegExp(`\\b(?:query|searchParams|params|search|body|json|data|input|form)\\.(?:${NAMES})\\b(?!\\s*\\()`),
  new RegExp(`\\.get(?:All)?\\(\\s*['"\`](?:${NAMES})['"\`]\\s*\\)`),
]
const THROUGH_THE_RULE = /\b(?:safeRedirectPath|sameSitePath|signInPath|signInUrl|signInHref)\(/

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : []
  })
}

describe('return targets read from a request', () => {
  it('go through the same-site rule on the line that reads them', () => {
    const readers: string[] = []
    const unchecked: string[] = []
    for (const file of ['src', 'blocks', 'collections'].flatMap((d) => sourceFiles(path.join(ROOT, d)))) {
      readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
        if (/^\s*(?:\*|\/\/)/.test(line) || !READS.some((re) => re.test(line))) return
        const where = `${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`
        readers.push(where)
        if (!THROUGH_THE_RULE.test(line)) unchecked.push(where)
      })
    }
    // The sign-in page reads two: the scan must see them, or it proves nothing.
    expect(readers.filter((r) => r.includes('sign-in/page.tsx')).length, readers.join('\n')).toBe(2)
    expect(unchecked, unchecked.join('\n')).toEqual([])
  })
})
