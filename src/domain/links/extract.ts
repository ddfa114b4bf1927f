/**
 * The internal links a marketer entered on a menu or a page (issue 17, "No link leads nowhere"), each
 * with where it is, in words a marketer recognises: "Header menu › Stock › Shop › Current Offers",
 * "Footer › Quick links › Parts", "Block 3 (Call to action) › “Book a Test Drive”".
 *
 * An internal link is a site path: it starts with one '/'. https:, mailto:, tel: and #anchor links are
 * left out (they are not the dealer's pages). Pure functions over the stored shapes, no I/O; the shapes
 * are structural so drafts, form data and REST answers all fit.
 */

export type InternalLink = {
  /** As entered: '/finance/pre-approval?type=car#apply'. */
  href: string
  /** The path it asks for, without query or anchor: '/finance/pre-approval'. */
  path: string
  /** Where it is on the menu or page. */
  where: string
}

/** The site path of an internal link ('/finance?x=1#y' → '/finance'); null for any other link. */
export function internalPath(href: unknown): string | null {
  if (typeof href !== 'string') return null
  const value = href.trim()
  if (!value.startsWith('/') || value.startsWith('//')) return null
  return value.split(/[?#]/)[0] || '/'
}

type Label = string | null | undefined
type LinkLike = { label?: Label; href?: string | null }
type HeaderItemLike = { label?: Label; kind?: string | null; href?: string | null; groups?: { heading?: Label; links?: LinkLike[] | null }[] | null }

/** A menus document (header mega-menu and footer), as stored. */
export type MenuLike = {
  header?: { items?: HeaderItemLike[] | null; cta?: LinkLike | null } | null
  footer?: { columns?: { heading?: Label; links?: LinkLike[] | null }[] | null } | null
}

/** A page, as stored: its blocks. */
export type PageLike = { layout?: readonly unknown[] | null }

const named = (label: Label, fallback: string) => (label && label.trim() ? label.trim() : fallback)

function push(out: InternalLink[], href: unknown, where: string) {
  const path = internalPath(href)
  if (path !== null) out.push({ href: (href as string).trim(), path, where })
}

/**
 * Every internal link of the header (top-level links, dropdown links, the header button) and the
 * footer columns, as the site renders them: a dropdown item shows its groups, never its own address.
 */
export function menuLinks(menu: MenuLike | null | undefined): InternalLink[] {
  const out: InternalLink[] = []
  ;(menu?.header?.items ?? []).forEach((item, i) => {
    const itemName = named(item.label, `item ${i + 1}`)
    if (item.kind === 'dropdown') {
      ;(item.groups ?? []).forEach((group, g) => {
        const groupName = named(group.heading, `group ${g + 1}`)
        ;(group.links ?? []).forEach((l, k) => push(out, l.href, `Header menu › ${itemName} › ${groupName} › ${named(l.label, `link ${k + 1}`)}`))
      })
    } else push(out, item.href, `Header menu › ${itemName}`)
  })
  const cta = menu?.header?.cta
  // The header shows its button only with both a label and an address.
  if (cta?.label?.trim()) push(out, cta.href, `Header button › ${cta.label.trim()}`)
  ;(menu?.footer?.columns ?? []).forEach((column, c) => {
    const columnName = named(column.heading, `column ${c + 1}`)
    ;(column.links ?? []).forEach((l, k) => push(out, l.href, `Footer › ${columnName} › ${named(l.label, `link ${k + 1}`)}`))
  })
  return out
}

const BLOCK_NAMES: Record<string, string> = { cta: 'Call to action', faq: 'FAQ' }

/** 'relatedLinks' → 'Related links'; the admin's own block name wins. */
export function blockTitle(block: { blockType?: unknown; blockName?: unknown }): string {
  if (typeof block.blockName === 'string' && block.blockName.trim()) return block.blockName.trim()
  const type = typeof block.blockType === 'string' ? block.blockType : 'block'
  if (BLOCK_NAMES[type]) return BLOCK_NAMES[type]
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The text of a rich-text node's children ('Find us'). */
function nodeText(node: unknown): string {
  if (!node || typeof node !== 'object') return ''
  const n = node as { text?: unknown; children?: unknown }
  if (typeof n.text === 'string') return n.text
  return Array.isArray(n.children) ? n.children.map(nodeText).join('') : ''
}

const quoted = (label: string) => (label ? ` › “${label}”` : '')

/**
 * Walks one block's data: any `href` (link fields, buttons, banners, related links; a link whose label
 * is set but empty is not rendered, so it is skipped), the no-match panel's `contactPath`, and the
 * custom (URL) links of rich text. Links to another page document (rich text's internal links) always
 * name a real page, so they are not listed.
 */
function walk(value: unknown, where: string, out: InternalLink[]) {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, where, out)
    return
  }
  if (!value || typeof value !== 'object') return
  const obj = value as Record<string, unknown>
  if ((obj.type === 'link' || obj.type === 'autolink') && obj.fields && typeof obj.fields === 'object') {
    const fields = obj.fields as { linkType?: unknown; url?: unknown }
    if (fields.linkType !== 'internal') {
      const label = nodeText(obj).trim()
      push(out, fields.url, `${where} › text link${label ? ` “${label}”` : ''}`)
    }
    return
  }
  if (typeof obj.href === 'string' && !('label' in obj && !(typeof obj.label === 'string' && obj.label.trim()))) {
    push(out, obj.href, `${where}${quoted(typeof obj.label === 'string' ? obj.label.trim() : typeof obj.caption === 'string' ? obj.caption.trim() : '')}`)
  }
  if (typeof obj.contactPath === 'string') push(out, obj.contactPath, `${where} › Contact button`)
  for (const [key, child] of Object.entries(obj)) {
    if (key !== 'href' && key !== 'contactPath' && child && typeof child === 'object') walk(child, where, out)
  }
}

/** Every internal link in the page's blocks, rich text included, with the block it is in. */
export function pageLinks(page: PageLike | null | undefined): InternalLink[] {
  const out: InternalLink[] = []
  ;(page?.layout ?? []).forEach((block, i) => {
    if (!block || typeof block !== 'object') return
    walk(block, `Block ${i + 1} (${blockTitle(block as { blockType?: unknown; blockName?: unknown })})`, out)
  })
  return out
}
