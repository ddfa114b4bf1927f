import Image from 'next/image'
import Link from 'next/link'

import type { Menu } from '@/payload-types'
import type { SiteTenant } from '@/lib/site/tenant'
import { AccountLinks } from './AccountLinks.client'
import { MegaMenu, type MenuItem } from './MegaMenu.client'

/** The dealer's header: logo, the mega-menu from the CMS and a call-to-action button. */
export function Header({ tenant, menu }: { tenant: SiteTenant; menu: Menu['header'] | undefined }) {
  const items: MenuItem[] = (menu?.items ?? []).map((item) => ({
    label: item.label,
    kind: item.kind === 'dropdown' ? 'dropdown' : 'link',
    href: item.href ?? null,
    groups: (item.groups ?? []).map((g) => ({
      heading: g.heading ?? null,
      links: (g.links ?? []).map((l) => ({ label: l.label, href: l.href })),
    })),
  }))
  const phone = tenant.contact.phone
  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <Link href="/" className="site-header__brand" prefetch={false}>
          {tenant.logo ? (
            <Image src={tenant.logo.url} alt={`${tenant.name} home`} width={tenant.logo.width} height={tenant.logo.height} className="site-header__logo" priority sizes="200px" />
          ) : (
            <span className="site-header__name">{tenant.name}</span>
          )}
        </Link>
        <MegaMenu items={items} openOnHover={Boolean(menu?.openOnHover)} cta={menu?.cta?.label && menu.cta.href ? { label: menu.cta.label, href: menu.cta.href } : null} />
        {phone ? (
          <a className="site-header__phone" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
            <span className="visually-hidden">Call us on </span>
            {phone}
          </a>
        ) : null}
        <AccountLinks />
      </div>
    </header>
  )
}
