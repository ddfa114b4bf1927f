'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'

export type MenuLink = { label: string; href: string }
export type MenuItem = {
  label: string
  kind: 'link' | 'dropdown'
  href: string | null
  groups: { heading: string | null; links: MenuLink[] }[]
}

/**
 * The header mega-menu. Dropdowns are disclosure buttons (aria-expanded), close on Escape, on a
 * click elsewhere and on navigation, and open on hover when the dealer enables it (pointer devices
 * only; keyboard and touch always use the button). On small screens the whole menu collapses
 * behind a Menu button.
 */
export function MegaMenu({ items, openOnHover, cta }: { items: MenuItem[]; openOnHover: boolean; cta: MenuLink | null }) {
  const [open, setOpen] = useState<number | null>(null)
  const [mobileOpen, setMobileOpen] = useState(false)
  const navRef = useRef<HTMLElement>(null)
  const pathname = usePathname()
  const id = useId()

  useEffect(() => {
    setOpen(null)
    setMobileOpen(false)
  }, [pathname])

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        if (open !== null) {
          const button = navRef.current?.querySelector<HTMLButtonElement>(`[data-menu-index="${open}"]`)
          setOpen(null)
          button?.focus()
        } else setMobileOpen(false)
      }
    }
    const onClick = (e: MouseEvent) => {
      if (navRef.current && !navRef.current.contains(e.target as Node)) setOpen(null)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('click', onClick)
    }
  }, [open])

  const hoverProps = (index: number) =>
    openOnHover
      ? {
          onPointerEnter: (e: React.PointerEvent) => e.pointerType === 'mouse' && setOpen(index),
          onPointerLeave: (e: React.PointerEvent) => e.pointerType === 'mouse' && setOpen(null),
        }
      : {}

  return (
    <nav ref={navRef} className="mega-menu" aria-label="Main">
      <button
        type="button"
        className="mega-menu__toggle"
        aria-expanded={mobileOpen}
        aria-controls={`${id}-list`}
        onClick={() => setMobileOpen((v) => !v)}
      >
        <span aria-hidden="true" className="mega-menu__burger" />
        Menu
      </button>
      <ul id={`${id}-list`} className="mega-menu__list" data-open={mobileOpen}>
        {items.map((item, index) =>
          item.kind === 'dropdown' ? (
            <li key={`${item.label}-${index}`} className="mega-menu__item" {...hoverProps(index)}>
              <button
                type="button"
                className="mega-menu__button"
                aria-expanded={open === index}
                aria-controls={`${id}-panel-${index}`}
                data-menu-index={index}
                onClick={() => setOpen(open === index ? null : index)}
              >
                {item.label}
                <span aria-hidden="true" className="mega-menu__chevron" />
              </button>
              <div id={`${id}-panel-${index}`} className="mega-menu__panel" hidden={open !== index}>
                {item.groups.map((group, g) => (
                  <div key={g} className="mega-menu__group">
                    {group.heading ? <p className="mega-menu__heading">{group.heading}</p> : null}
                    <ul>
                      {group.links.map((link) => (
                        <li key={link.href + link.label}>
                          <Link href={link.href} prefetch={false} className="mega-menu__link">
                            {link.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </li>
          ) : (
            <li key={`${item.label}-${index}`} className="mega-menu__item">
              <Link
                href={item.href ?? '/'}
                prefetch={false}
                className="mega-menu__top-link"
                aria-current={item.href === pathname ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          ),
        )}
        {cta ? (
          <li className="mega-menu__item mega-menu__item--cta">
            <Link href={cta.href} prefetch={false} className="button button--primary">
              {cta.label}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
