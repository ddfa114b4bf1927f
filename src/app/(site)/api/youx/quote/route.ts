import { refusePublicWrite } from '@/lib/api/publicWrite'
import { handleYouxQuote, youxClientFromEnv } from '@/lib/youx'
import { getTenantByHost } from '@/lib/site/tenant'
import { logger } from '@/lib/log/logger'

/** POST /api/youx/quote; see src/lib/youx/handler.ts for the answers. */
export async function POST(request: Request) {
  return refusePublicWrite(request, ['json']) ?? handleYouxQuote(request, {
    client: youxClientFromEnv(),
    resolveTenant: getTenantByHost,
    log: (message, detail) => logger().warn({ detail }, message),
  })
}
