/**
 * Breadcrumbs: Home > … > the current page. `Breadcrumbs` draws any trail (location, brand and vehicle
 * pages build their own with breadcrumbTrail); `PageBreadcrumbs` builds a CMS page's trail from the
 * titles of its parent pages. Server components (PageBreadcrumbs reads the CMS).
 */
import Link from 'next/link'

import { breadcrumbTrail, type Breadcrumb } from '@/domain/presence/breadcrumbs'
import { getPublishedPage, pathFromSlug } from '@/lib/site/content'
import './Breadcrumbs.css'

export function Breadcrumbs({ trail }: { trail: readonly Breadcrumb[] }) {
  if (trail.length < 2) return null
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs container">
      <ol className="breadcrumbs__list">
        {trail.map((crumb, i) => {
          const current = i === trail.length - 1
          return (
            <li key={`${i}-${crumb.label}`} className="breadcrumbs__item">
              {current ? (
                <span aria-current="page">{crumb.label}</span>
              ) : crumb.href ? (
                <Link href={crumb.href} prefetch={false}>
                  {crumb.label}
                </Link>
              ) : (
                <span>{crumb.label}</span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

/**
 * A CMS page's trail. A parent path with a published page is a link labelled with that page's title;
 * a parent path without one (slug 'pages/faqs' has no 'pages' page) is plain text, never a link to a 404.
 */
export async function PageBreadcrumbs({ tenantId, slug, title }: { tenantId: number; slug: string; title: string }) {
  const segments = slug.split('/').filter(Boolean)
  const parents = segments.slice(0, -1).map((_, i) => segments.slice(0, i + 1).join('/'))
  const pages = await Promise.all(parents.map((p) => getPublishedPage(tenantId, p)))
  const titles: Record<string, string> = {}
  parents.forEach((p, i) => {
    if (pages[i]?.title) titles[pathFromSlug(p)] = pages[i]!.title
  })
  const trail = breadcrumbTrail(pathFromSlug(slug), titles, title).map((crumb, i, all) =>
    i > 0 && i < all.length - 1 && crumb.href && !(crumb.href in titles) ? { ...crumb, href: null } : crumb,
  )
  return <Breadcrumbs trail={trail} />
}
