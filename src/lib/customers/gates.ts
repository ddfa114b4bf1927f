/**
 * GET /api/site/gates?host={host}: a dealer's sign-in gates, for the proxy (src/lib/customers/proxyGate.ts),
 * which cannot load Payload itself. Public information (which pages ask for sign-in), so no secret
 * protects it; the answer comes from the per-host tenant cache.
 *
 *   200 { tenantId, gates: { gateCheckout, gateCarFinance, gateFinancePage, gateSpinToWin, gateTradeIn, gateSellMyCar, financeLink, garagePath } }
 *   404 { message }   no dealer at that host
 */
import type { GateSettings } from '@/domain/accounts/gating'
import type { SiteTenant } from '../site/tenant'

export type GateLookup = { tenantId: number; gates: GateSettings }

export function gatesOf(tenant: SiteTenant): GateLookup {
  const s = tenant.settings
  return {
    tenantId: tenant.id,
    gates: {
      // Where the dealer sells nothing online, the checkout pages only say so: no sign-in for that.
      gateCheckout: s.gateCheckout && (s.reserve || s.buyOnline),
      gateCarFinance: s.gateCarFinance,
      gateFinancePage: s.gateFinancePage,
      gateSpinToWin: s.gateSpinToWin,
      gateTradeIn: s.gateTradeIn,
      gateSellMyCar: s.gateSellMyCar,
      financeLink: s.financeLink,
      garagePath: s.garagePath,
    },
  }
}

export async function handleGates(request: Request, tenantByHost: (host: string) => Promise<SiteTenant | null>): Promise<Response> {
  const host = new URL(request.url).searchParams.get('host')
  const tenant = host ? await tenantByHost(host) : null
  if (!tenant) return Response.json({ message: 'There is no dealer at this address.' }, { status: 404, headers: { 'cache-control': 'no-store' } })
  return Response.json(gatesOf(tenant), { headers: { 'cache-control': 'no-store' } })
}
