import { payloadClient } from '@/lib/payload'
import { handleSmsInbound } from '@/lib/sms/inbound'

export const dynamic = 'force-dynamic'

/** POST /api/sms/inbound: the SMS gateway's signed reply webhook; STOP and START (src/lib/sms/inbound.ts). */
export async function POST(request: Request) {
  return handleSmsInbound(request, { payload: payloadClient })
}
