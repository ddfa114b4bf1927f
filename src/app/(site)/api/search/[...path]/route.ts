import { handleSearch } from '@/lib/search/endpoint'

type Context = { params: Promise<{ path: string[] }> }

export async function POST(request: Request, { params }: Context) {
  return handleSearch(request, (await params).path)
}
