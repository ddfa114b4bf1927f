import type { Menu } from '@/payload-types'
import type { SiteTenant } from '@/lib/site/tenant'
import { SmartLink } from '../SmartLink'
import { ConsentLink } from '../consent/ConsentLink.client'

/** Footer columns from the CMS, the dealer's contact details and licence numbers. */
export function Footer({ tenant, menu }: { tenant: SiteTenant; menu: Menu['footer'] | undefined }) {
  const { contact } = tenant
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        {(menu?.columns ?? []).map((column, i) => (
          <nav key={i} aria-label={column.heading} className="site-footer__column">
            <h2 className="site-footer__heading">{column.heading}</h2>
            <ul>
              {(column.links ?? []).map((link) => (
                <li key={link.href + link.label}>
                  <SmartLink href={link.href}>{link.label}</SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section className="site-footer__column" aria-label="Contact">
          <h2 className="site-footer__heading">Contact {tenant.name}</h2>
          <ul>
            {contact.phone ? (
              <li>
                Phone <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
              </li>
            ) : null}
            {contact.email ? (
              <li>
                Email <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </li>
            ) : null}
          </ul>
        </section>
      </div>
      <div className="container site-footer__legal">
        {contact.dealerLicences.length > 0 ? (
          <p>
            Dealer licence{contact.dealerLicences.length > 1 ? 's' : ''}:{' '}
            {contact.dealerLicences.map((l) => `${l.state ? `${l.state} ` : ''}${l.number}`).join(' · ')}
          </p>
        ) : null}
        {menu?.note ? <p>{menu.note}</p> : null}
        {tenant.tags.length > 0 ? (
          <p>
            <ConsentLink label={tenant.settings.consentLinkLabel} />
          </p>
        ) : null}
        <p>
          © {new Date().getFullYear()} {tenant.name}
        </p>
      </div>
    </footer>
  )
}
