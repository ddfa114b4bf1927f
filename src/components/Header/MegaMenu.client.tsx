'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'

export type MenuLink = { label: string; href: string }
export type MenuItem = {
  label: string
  kind: 'link' | 'dropdown'
  href: string | null
  groups: { heading: string | null; links: MenuLink[] }[]
}

/** Where the bar shows the whole menu; below it the menu is a drawer (matches globals.css). */
const DESKTOP_QUERY = '(min-width: 80rem)'
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * The header mega-menu. Dropdowns are disclosure buttons (aria-expanded), close on Escape, on a
 * click elsewhere and on navigation, and open on hover when the dealer enables it (pointer devices
 * only; keyboard and touch always use the button). Below 80rem the menu, its button and the account
 * links open in a drawer: a modal dialog that keeps focus inside (Tab wraps), closes on Escape, on its
 * Close button, on the backdrop and on navigation, and hands focus back to the Menu button.
 */
export function MegaMenu({ items, openOnHover, cta, account }: { items: MenuItem[]; openOnHover: boolean; cta: MenuLink | null; account?: ReactNode }) {
  const [open, setOpen] = useState<number | null>(null)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const navRef = useRef<HTMLElement>(null)
  const drawerRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const pathname = usePathname()
  const id = useId()

  const closeDrawer = useCallback((returnFocus: boolean) => {
    setDrawerOpen(false)
    setOpen(null)
    if (returnFocus) toggleRef.current?.focus()
  }, [])

  useEffect(() => {
    setOpen(null)
    setDrawerOpen(false)
  }, [pathname])

  // While the drawer is open: focus starts on Close, the page behind does not scroll, and widening the
  // window to the desktop bar closes it (the bar then shows the same links).
  useEffect(() => {
    if (!drawerOpen) return
    closeRef.current?.focus()
    const root = document.documentElement
    const overflow = root.style.overflow
    root.style.overflow = 'hidden'
    const desktop = window.matchMedia(DESKTOP_QUERY)
    const onWide = () => desktop.matches && closeDrawer(false)
    desktop.addEventListener('change', onWide)
    return () => {
      root.style.overflow = overflow
      desktop.removeEventListener('change', onWide)
    }
  }, [drawerOpen, closeDrawer])

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        if (open !== null) {
          const button = navRef.current?.querySelector<HTMLButtonElement>(`[data-menu-index="${open}"]`)
          setOpen(null)
          button?.focus()
        } else if (drawerOpen) closeDrawer(true)
        return
      }
      if (e.key === 'Tab' && drawerOpen && drawerRef.current) {
        const focusable = [...drawerRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement)
        const first = focusable[0]
        const last = focusable.at(-1)
        if (!first || !last) return
        const inside = drawerRef.current.contains(document.activeElement)
        if (e.shiftKey && (document.activeElement === first || !inside)) {
          e.preventDefault()
          last.focus()
        } else if (!e.shiftKey && (document.activeElement === last || !inside)) {
          e.preventDefault()
          first.focus()
        }
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
  }, [open, drawerOpen, closeDrawer])

  // Hover opens dropdowns only in the desktop bar: inside the drawer a dropdown is an accordion, and
  // opening it on pointer-enter would make the click that follows close it again.
  const hovers = (e: React.PointerEvent) => e.pointerType === 'mouse' && window.matchMedia(DESKTOP_QUERY).matches
  const hoverProps = (index: number) =>
    openOnHover
      ? {
          onPointerEnter: (e: React.PointerEvent) => hovers(e) && setOpen(index),
          onPointerLeave: (e: React.PointerEvent) => hovers(e) && setOpen(null),
        }
      : {}

  return (
    <nav ref={navRef} className="mega-menu" aria-label="Main">
      <button
        ref={toggleRef}
        type="button"
        className="mega-menu__toggle site-header__icon"
        aria-expanded={drawerOpen}
        aria-controls={`${id}-drawer`}
        onClick={() => setDrawerOpen((v) => !v)}
      >
        <span aria-hidden="true" className="mega-menu__burger" />
        <span className="mega-menu__toggle-label">Menu</span>
      </button>
      {drawerOpen ? <div className="mega-menu__backdrop" aria-hidden="true" onClick={() => closeDrawer(true)} /> : null}
      <div
        ref={drawerRef}
        id={`${id}-drawer`}
        className="mega-menu__drawer"
        data-open={drawerOpen}
        {...(drawerOpen ? { role: 'dialog', 'aria-modal': true, 'aria-label': 'Menu' } : {})}
      >
        <button ref={closeRef} type="button" className="mega-menu__close" onClick={() => closeDrawer(true)}>
          Close <span aria-hidden="true">×</span>
        </button>
        <ul className="mega-menu__list">
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
        {account}
      </div>
    </nav>
  )
}
