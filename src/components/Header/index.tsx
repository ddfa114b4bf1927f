import Image from 'next/image'
import Link from 'next/link'

import type { Menu } from '@/payload-types'
import type { SiteTenant } from '@/lib/site/tenant'
import { AccountLinks } from './AccountLinks.client'
import { HeaderSearch } from './HeaderSearch.client'
import { MegaMenu, type MenuItem } from './MegaMenu.client'

/**
 * The dealer's header. On phones and tablets it is one row: logo, search, call and the Menu button
 * (the mega-menu and the account links open in a drawer); from 80rem (1,280 px) the menu, the phone number and
 * the account links sit in the bar. The search button's name and address are the dealer's settings; with
 * scripts it opens a search field with suggestions (HeaderSearch).
 */
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
  const { headerSearchLabel, headerSearchPath } = tenant.settings
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
        <HeaderSearch path={headerSearchPath} label={headerSearchLabel} />
        {phone ? (
          <a className="site-header__phone" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
            <svg aria-hidden="true" className="site-header__phone-icon" width="22" height="22" viewBox="0 0 24 24" fill="currentColor">
              <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
            </svg>
            <span className="visually-hidden">Call us on </span>
            <span className="site-header__phone-number">{phone}</span>
          </a>
        ) : null}
        <MegaMenu
          items={items}
          openOnHover={Boolean(menu?.openOnHover)}
          cta={menu?.cta?.label && menu.cta.href ? { label: menu.cta.label, href: menu.cta.href } : null}
          account={<AccountLinks />}
        />
      </div>
    </header>
  )
}
