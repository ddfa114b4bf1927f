/** GET /api/health: the process is up and answering. No dependency is asked (that is /api/ready). */
export const dynamic = 'force-dynamic'

export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } })
}
