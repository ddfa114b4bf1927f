import { monacoAssetResponse } from '@/lib/adminAssets/monaco'

/** GET /admin-assets/monaco/vs/…: the admin's code editor, from our own origin (src/domain/security/monacoAssets.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params
  return monacoAssetResponse(path[0] === 'vs' ? path.slice(1) : [])
}
