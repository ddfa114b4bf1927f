/** The backup manifest: built in a stable order, read back with every field checked, compared with what was found. */
import { describe, expect, it } from 'vitest'

import { buildManifest, checksumProblems, ManifestError, manifestTotals, mediaKeyProblem, parseManifest, rowCountProblems } from '@/domain/operations/backupManifest'

const sha = (c: string) => c.repeat(64)
const manifest = () =>
  buildManifest({
    createdAt: '2026-12-07T03:00:00.000Z',
    app: { version: '0.1.0', commit: 'abc' },
    database: { file: 'database.dump', size: 1000, sha256: sha('a'), serverVersion: '18.1', dumpVersion: '18', tables: { 'public.vehicles': 2, 'public.pages': 3 } },
    media: { source: 's3', files: [{ key: 'b.webp', size: 10, sha256: sha('b') }, { key: 'a.webp', size: 5, sha256: sha('c') }] },
  })

describe('buildManifest and parseManifest', () => {
  it('sorts tables and files, and reads back what it wrote', () => {
    const m = manifest()
    expect(Object.keys(m.database.tables)).toEqual(['public.pages', 'public.vehicles'])
    expect(m.media.files.map((f) => f.key)).toEqual(['a.webp', 'b.webp'])
    expect(parseManifest(JSON.stringify(m))).toEqual(m)
    expect(manifestTotals(m)).toEqual({ tables: 2, rows: 5, files: 2, bytes: 1015 })
  })

  it.each([
    ['{"format":', /not valid JSON/],
    ['[]', /not an object/],
    [JSON.stringify({ ...manifest(), format: 'other/2' }), /format is "other\/2"/],
    [JSON.stringify({ ...manifest(), database: { ...manifest().database, sha256: 'zz' } }), /database\.sha256/],
    [JSON.stringify({ ...manifest(), database: { ...manifest().database, file: '../etc/passwd' } }), /database\.file/],
    [JSON.stringify({ ...manifest(), database: { ...manifest().database, tables: { 'public.x': -1 } } }), /public\.x/],
    [JSON.stringify({ ...manifest(), media: { source: 's3', files: [{ key: '../x', size: 1, sha256: sha('a') }] } }), /"\.\.\/x" has an empty, "\." or "\.\." part/],
    [JSON.stringify({ ...manifest(), media: { source: 's3', files: [{ key: 'x', size: 1, sha256: sha('a') }, { key: 'x', size: 1, sha256: sha('a') }] } }), /listed twice/],
  ])('refuses a damaged manifest (%#)', (text, message) => {
    expect(() => parseManifest(text)).toThrow(ManifestError)
    expect(() => parseManifest(text)).toThrow(message)
  })

  it('refuses media keys that would leave the media folder', () => {
    expect(mediaKeyProblem('photos/a.webp')).toBeNull()
    for (const key of ['/etc/passwd', 'a/../../b', 'a\\b', '', 'a//b']) expect(mediaKeyProblem(key)).not.toBeNull()
  })
})

describe('checksumProblems and rowCountProblems', () => {
  it('names each missing or differing file, and nothing when all match', () => {
    const files = manifest().media.files
    expect(checksumProblems(files, new Map(files.map((f) => [f.key, { size: f.size, sha256: f.sha256 }])))).toEqual([])
    const found = new Map([
      ['a.webp', { size: 5, sha256: sha('d') }],
      ['b.webp', null],
    ])
    expect(checksumProblems(files, found)).toEqual(['a.webp: checksum dddddddddddd…, the manifest says cccccccccccc…', 'b.webp: missing'])
    expect(checksumProblems(files, new Map([['a.webp', { size: 6, sha256: sha('c') }]]))[0]).toBe('a.webp: 6 bytes, the manifest says 5')
  })

  it('names each table whose rows differ after a restore', () => {
    const expected = { 'public.pages': 3, 'public.vehicles': 2 }
    expect(rowCountProblems(expected, { 'public.pages': 3, 'public.vehicles': 2, 'public.extra': 1 })).toEqual([])
    expect(rowCountProblems(expected, { 'public.pages': 4 })).toEqual(['public.pages: 4 rows, the backup had 3', 'public.vehicles: missing after the restore'])
  })
})
