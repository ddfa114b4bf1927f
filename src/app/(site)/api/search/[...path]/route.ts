import { refusePublicWrite } from '@/lib/api/publicWrite'
import { handleSearch } from '@/lib/search/endpoint'

type Context = { params: Promise<{ path: string[] }> }

export async function POST(request: Request, { params }: Context) {
  // The Algolia client posts its JSON as text/plain (a real Algolia host then needs no preflight).
  return refusePublicWrite(request, ['json', 'text']) ?? handleSearch(request, (await params).path)
}
