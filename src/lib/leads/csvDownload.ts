/**
 * A CSV file of the signed-in user's leads, for the inbox's export and the Google Ads conversions
 * file: who may download one, and the answer itself. The first page is read before answering, so a
 * bad query is a 4xx, not a broken file; the other pages are read and written one at a time.
 */
import type { PayloadRequest } from 'payload'

import type { Lead } from '@/payload-types'
import { mayWorkLeadsUser } from '@/access/roles'

/** Why this request may not download leads, as the answer to give; null when it may. */
export function leadDownloadRefusal(req: PayloadRequest): Response | null {
  const user = req.user
  if (!user || user.collection !== 'users') return Response.json({ message: 'Sign in to the admin first.' }, { status: 401 })
  if (!mayWorkLeadsUser(user)) return Response.json({ message: 'You are not allowed to export leads.' }, { status: 403 })
  return null
}

type LeadPage = { docs: unknown[]; totalPages: number; totalDocs: number }

export async function leadsCsvResponse(
  req: PayloadRequest,
  file: { page: (n: number) => Promise<LeadPage>; head: string; lines: (docs: Lead[]) => Promise<string>; fileName: string; failure: string },
): Promise<Response> {
  let first: LeadPage
  try {
    first = await file.page(1)
  } catch (error) {
    const status = (error as { status?: number }).status ?? 500
    return Response.json({ message: status < 500 ? (error as Error).message : 'The export failed.' }, { status: status < 500 ? status : 500 })
  }
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        controller.enqueue(encoder.encode(file.head))
        controller.enqueue(encoder.encode(await file.lines(first.docs as Lead[])))
        for (let n = 2; n <= first.totalPages; n++) controller.enqueue(encoder.encode(await file.lines((await file.page(n)).docs as Lead[])))
        controller.close()
      } catch (error) {
        req.payload.logger.error({ err: error }, file.failure)
        controller.error(error)
      }
    },
  })
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${file.fileName}"`,
      'cache-control': 'private, no-store',
      'x-total-count': String(first.totalDocs),
    },
  })
}
