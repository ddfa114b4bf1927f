/**
 * The admin's code editor (Monaco, which Payload's JSON fields open: Leads' submitted fields, stock
 * feed runs, vehicle hotspots) is served from our own origin instead of jsDelivr (issue 33), so the
 * admin's script-src names no CDN and the editor works where the admin has no internet (issue 17).
 * scripts/build/monaco-from-our-origin.cjs points Payload's editor loader here; the route under src/app/(payload)/admin-assets
 * serves the files of the installed monaco-editor package's `min/vs` folder.
 *
 * Which requests are files: plain names only (no `..`, no hidden files, no backslashes), of the types
 * the editor loads.
 */
export const MONACO_VS_PATH = '/admin-assets/monaco/vs'

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  ttf: 'font/ttf',
  json: 'application/json; charset=utf-8',
}

/** The file a request's path segments (below `vs/`) name, with its type, or null. */
export function monacoAsset(segments: readonly string[]): { file: string; type: string } | null {
  if (segments.length === 0 || segments.length > 8) return null
  if (!segments.every((s) => /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/.test(s) && !s.includes('..'))) return null
  const type = TYPES[segments.at(-1)!.split('.').pop()!.toLowerCase()]
  return type ? { file: segments.join('/'), type } : null
}
