/**
 * On the admin dashboard (admin.components.beforeDashboard): for each dealer the signed-in user may
 * see, the internal links of its live site (published menu and pages) that lead nowhere, each with
 * where it is (header menu item, footer link, page and block) and a link to edit it (issue 17).
 *
 * A server component, shown to users who may edit pages: the dealers are read as the user with access
 * enforced (a marketer sees their own dealers only); the check itself is src/lib/links/check.ts.
 */
import type { Payload, SanitizedPermissions, TypedUser } from 'payload'

import { dealerLinkReport, type DealerLinkReport } from '@/lib/links/check'

/** The dashboard checks this many dealers at most; a super-admin with more opens each dealer's pages. */
const MAX_DEALERS = 50

type Props = { payload: Payload; user?: TypedUser | null; permissions?: SanitizedPermissions }

function DealerReport({ name, report, admin }: { name: string; report: DealerLinkReport; admin: string }) {
  return (
    <section data-testid="broken-links-dealer" data-dealer={name} style={{ marginTop: '1rem' }}>
      <h3 style={{ margin: '0 0 0.25rem' }}>{name}</h3>
      {report.broken.length === 0 ? (
        <p style={{ margin: 0, color: 'var(--theme-elevation-500)' }}>All {report.checked} links to the site lead to a page.</p>
      ) : (
        <>
          <p style={{ margin: 0 }}>
            {report.broken.length === 1 ? '1 link leads nowhere' : `${report.broken.length} links lead nowhere`} (of {report.checked}):
          </p>
          <ul style={{ margin: '0.5rem 0 0', paddingInlineStart: '1.25rem' }}>
            {report.broken.map((row, i) => (
              <li key={`${row.collection}-${row.id}-${i}`} style={{ marginBottom: '0.25rem' }}>
                <code>{row.href}</code>: {row.document} › {row.where}{' '}
                <a href={`${admin}/collections/${row.collection}/${row.id}`}>Edit</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}

export async function BrokenLinksDashboard({ payload, user, permissions }: Props) {
  // Only for those who edit pages and menus (not, say, sales staff working leads).
  if (!user || (user as { collection?: string }).collection !== 'users' || !permissions?.collections?.pages?.update) return null
  const dealers = await payload
    .find({ collection: 'tenants', user, overrideAccess: false, depth: 0, limit: MAX_DEALERS, sort: 'name', select: { name: true } })
    .catch(() => null)
  if (!dealers) return null
  if (dealers.docs.length === 0) return null
  const reports = await Promise.all(dealers.docs.map(async (dealer) => ({ dealer, report: await dealerLinkReport(payload, dealer.id) })))
  const admin = payload.config.routes.admin
  const total = reports.reduce((sum, r) => sum + r.report.broken.length, 0)
  return (
    <div
      className="broken-links-dashboard"
      data-testid="broken-links"
      style={{ border: `1px solid var(${total > 0 ? '--theme-warning-500' : '--theme-elevation-150'})`, borderRadius: 'var(--style-radius-m)', padding: '1rem 1.25rem', marginBottom: '2rem' }}
    >
      <h2 style={{ margin: 0 }}>Links that lead nowhere</h2>
      <p style={{ margin: '0.25rem 0 0', color: 'var(--theme-elevation-500)' }}>
        Links on the live menus and pages whose address no page of the site answers. Fix the address, or publish a page at it.
      </p>
      {reports.map(({ dealer, report }) => (
        <DealerReport key={dealer.id} name={dealer.name} report={report} admin={admin} />
      ))}
      {dealers.totalDocs > dealers.docs.length ? (
        <p style={{ marginTop: '1rem' }}>
          Showing the first {dealers.docs.length} of {dealers.totalDocs} dealers.
        </p>
      ) : null}
    </div>
  )
}
