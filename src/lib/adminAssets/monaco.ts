/**
 * Reads one file of the editor the admin loads (src/domain/security/monacoAssets.ts) from the installed
 * monaco-editor package. The package and the folder are fixed; the name was checked to stay inside it.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { monacoAsset } from '@/domain/security/monacoAssets'

// The server runs from the project folder (next start, scripts/next-server.ts, next dev).
const VS_DIR = path.join(process.cwd(), 'node_modules', 'monaco-editor', 'min', 'vs')

export async function monacoAssetResponse(segments: readonly string[]): Promise<Response> {
  const asset = monacoAsset(segments)
  const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  if (!asset) return notFound()
  try {
    const bytes = await readFile(path.join(VS_DIR, asset.file))
    // The files change only with the package: a day in the browser's cache is plenty for the admin.
    return new Response(new Uint8Array(bytes), { headers: { 'content-type': asset.type, 'cache-control': 'public, max-age=86400' } })
  } catch {
    return notFound()
  }
}
