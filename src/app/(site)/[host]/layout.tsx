import type { CSSProperties, ReactNode } from 'react'
import { notFound } from 'next/navigation'

import { Footer } from '@/components/Footer'
import { Header } from '@/components/Header'
import { SitePopup } from '@/components/popup/SitePopup'
import { WebVitals } from '@/components/vitals/WebVitals.client'
import { VisitTracker, WatchlistToaster } from '@/components/deferred/LayoutExtras.client'
import { SiteTags } from '@/components/consent/SiteTags'
import { getMenus } from '@/lib/site/content'
import { getDealerFramePolicy } from '@/lib/site/csp/dealerPolicy'
import { getTenantByHost } from '@/lib/site/tenant'
import { themeCssVariables } from '@tenants/theme'
import { hostParam } from '@/domain/security/percentDecoding'

type Props = { children: ReactNode; params: Promise<{ host: string }> }

/** A dealer's chrome: theme variables, skip link, header mega-menu and footer from the CMS. */
export default async function DealerLayout({ children, params }: Props) {
  const { host } = await params
  const tenant = await getTenantByHost(hostParam(host))
  if (!tenant) notFound()
  const [menus, framePolicy] = await Promise.all([getMenus(tenant.id), getDealerFramePolicy(tenant.id, tenant.settings, tenant.tags)])
  return (
    <div className="site" data-tenant={tenant.slug} data-template={tenant.template} style={themeCssVariables(tenant.theme) as CSSProperties}>
      {/* Only the frames this dealer configured (React puts it in <head>, where browsers read it, and
          the server copies its list into the Content-Security-Policy header: src/lib/site/csp/server.ts). */}
      <meta httpEquiv="Content-Security-Policy" content={framePolicy} />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header tenant={tenant} menu={menus?.header} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer tenant={tenant} menu={menus?.footer} />
      {/* Records the pages a shopper visits, for lead attribution (source page, visited pages). */}
      <VisitTracker />
      {/* Shoppers' real Core Web Vitals for the dealer's dashboard: loaded after the page is idle (src/components/vitals). */}
      <WebVitals />
      {/* The dealer's popup promotion (opens in the browser; see src/components/popup). */}
      <SitePopup
        tenantId={tenant.id}
        dealerSlug={tenant.slug}
        phone={{ phonePopupDelaySeconds: tenant.settings.phonePopupDelaySeconds, phonePopupOnScroll: tenant.settings.phonePopupOnScroll }}
      />
      {/* The dealer's marketing tags and consent banner, when it has a tag switched on (src/components/consent). */}
      <SiteTags tenant={tenant} />
      {/* The watchlist toasts of every save button on the page (src/components/watchlist). */}
      {tenant.settings.watchlist ? <WatchlistToaster /> : null}
    </div>
  )
}
