/**
 * The block scaffold (`npm run new:block -- <Name>`, scripts/new-block.ts): every name, slug and file
 * the command writes, and the lines it adds to the block registry, worked out here without touching
 * the disk, so the rules are unit-tested (tests/unit/blocks/scaffold.test.ts) and the script only
 * reads and writes files.
 *
 *   names('TradeInOffer') → folder blocks/TradeInOffer, slug tradeInOffer, TradeInOfferBlock (config and
 *   generated interface), TradeInOfferComponent, tradeInOfferSample, css class trade-in-offer,
 *   label 'Trade in offer', test tests/unit/blocks/trade-in-offer.test.ts.
 */

/** A block's name: PascalCase letters and digits, starting with a capital and with at least one small letter (FAQ-style acronyms inside are fine: CTABanner). */
const PASCAL_CASE = /^[A-Z][A-Za-z0-9]*$/
const MAX_NAME_LENGTH = 40

export type BlockNames = {
  /** The folder and component prefix: TradeInOffer. */
  name: string
  /** The Payload block slug (blockType), camelCase: tradeInOffer. */
  slug: string
  /** kebab-case: the CSS class prefix and the unit test's file name. */
  kebab: string
  /** The admin label: 'Trade in offer'. */
  label: string
  /** Plural admin label. */
  plural: string
  /** The config export and the generated Payload interface (interfaceName). */
  configName: string
  componentName: string
  /** The client island's component, when the block has one. */
  clientName: string
  sampleName: string
  /** The pure view-model function in Component.tsx. */
  viewName: string
}

/** The words of a PascalCase name, keeping acronyms whole: CTABanner → ['CTA', 'Banner']. */
export function nameWords(name: string): string[] {
  return name.match(/[A-Z]+(?![a-z])|[A-Z][a-z0-9]*|[a-z0-9]+/g) ?? [name]
}

/** camelCase from PascalCase, lower-casing a leading acronym: FAQ → faq, CTABanner → ctaBanner, TestWidget → testWidget. */
export function slugFromName(name: string): string {
  const [first = '', ...rest] = nameWords(name)
  return first.toLowerCase() + rest.join('')
}

export function blockNames(name: string): BlockNames {
  const words = nameWords(name)
  const slug = slugFromName(name)
  const kebab = words.map((w) => w.toLowerCase()).join('-')
  // Acronyms keep their capitals in the label (FAQ), other words after the first are lower-cased.
  const label = words.map((w, i) => (i === 0 || /^[A-Z0-9]+$/.test(w) ? w : w.toLowerCase())).join(' ')
  return {
    name,
    slug,
    kebab,
    label,
    plural: /s$/i.test(label) ? label : `${label}s`,
    configName: `${name}Block`,
    componentName: `${name}Component`,
    clientName: `${name}Client`,
    sampleName: `${slug}Sample`,
    viewName: `${slug}View`,
  }
}

/**
 * Why `name` cannot be a new block, or null when it can. `taken` holds the names already used in
 * blocks/ (folders and files, without extension) and the registered block slugs; both are compared
 * case-insensitively, as a case-insensitive disk would.
 */
export function nameProblem(name: string | undefined, taken: { entries: readonly string[]; slugs: readonly string[] }): string | null {
  if (!name) return 'Name the block: npm run new:block -- <Name> (PascalCase, e.g. TradeInOffer).'
  if (!PASCAL_CASE.test(name) || !/[a-z]/.test(name)) {
    const suggestion = pascalSuggestion(name)
    return `"${name}" is not a PascalCase name: use letters and digits, starting with a capital${suggestion ? `: ${suggestion} (slug "${slugFromName(suggestion)}")` : ', e.g. TradeInOffer'}.`
  }
  if (name.length > MAX_NAME_LENGTH) return `"${name}" is longer than ${MAX_NAME_LENGTH} characters.`
  const entry = taken.entries.find((e) => e.toLowerCase() === name.toLowerCase())
  if (entry) return `blocks/${entry} already exists: choose another name, or edit that block.`
  const slug = slugFromName(name)
  const used = taken.slugs.find((s) => s.toLowerCase() === slug.toLowerCase())
  if (used) return `The block slug "${used}" is already registered (blocks/configs.ts): choose another name.`
  return null
}

/** A PascalCase spelling of a near miss (test-widget, testWidget, TEST_WIDGET → TestWidget), or null. */
function pascalSuggestion(name: string): string | null {
  const parts = name.split(/[^A-Za-z0-9]+/).filter(Boolean)
  const pascal = parts.map((p) => (p === p.toUpperCase() ? p.charAt(0) + p.slice(1).toLowerCase() : p.charAt(0).toUpperCase() + p.slice(1))).join('')
  return PASCAL_CASE.test(pascal) && /[a-z]/.test(pascal) && pascal !== name ? pascal : null
}

export type ScaffoldOptions = { client: boolean }

/** The new files, path (from the repository root) → content. */
export function scaffoldFiles(n: BlockNames, options: ScaffoldOptions): Record<string, string> {
  const files: Record<string, string> = {
    [`blocks/${n.name}/config.ts`]: configFile(n),
    [`blocks/${n.name}/Component.tsx`]: componentFile(n, options),
    [`blocks/${n.name}/${n.name}.css`]: cssFile(n, options),
    [`blocks/${n.name}/sample.ts`]: sampleFile(n),
    [`public/admin/blocks/${n.slug}.svg`]: thumbnailFile(n),
    [`tests/unit/blocks/${n.kebab}.test.ts`]: testFile(n),
  }
  if (options.client) {
    files[`blocks/${n.name}/${n.name}.client.tsx`] = clientFile(n)
    files[`blocks/${n.name}/Lazy.client.tsx`] = lazyFile(n)
  }
  return files
}

function configFile(n: BlockNames): string {
  return `import type { Block } from 'payload'

import { blockLabelFrom, blockThumbnail } from '@/admin/labels'

/**
 * The ${n.label} block. Describe what it is for here. After changing fields: \`npx payload generate:types\`
 * (the ${n.configName} type), then \`npm run migrate:create -- ${n.kebab}\` (see docs/blocks.md).
 */
export const ${n.configName} = {
  slug: '${n.slug}',
  interfaceName: '${n.configName}',
  labels: { singular: '${n.label}', plural: '${n.plural}' },
  // The admin row header names the block by its heading; the picker shows public/admin/blocks/${n.slug}.svg.
  admin: { components: { Label: blockLabelFrom(['heading', 'text']) }, images: blockThumbnail('${n.slug}', '${n.label}') },
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 90 },
    { name: 'text', type: 'textarea', maxLength: 300 },
  ],
} satisfies Block
`
}

function componentFile(n: BlockNames, { client }: ScaffoldOptions): string {
  return `import type { BlockOf, BlockProps } from '../types'
${client ? `import { ${n.clientName} } from './Lazy.client'\n` : ''}import './${n.name}.css'

export type ${n.name}View = { heading: string; text: string | null; headingId: string }

/**
 * What the block shows, from its data alone (pure: unit-tested against the sample in
 * tests/unit/blocks/${n.kebab}.test.ts). Null when there is nothing to show.
 */
export function ${n.viewName}(block: BlockOf<'${n.slug}'>, index: number): ${n.name}View | null {
  const heading = block.heading?.trim()
  if (!heading) return null
  return { heading, text: block.text?.trim() || null, headingId: \`${n.kebab}-\${block.id ?? index}\` }
}

/**
 * The ${n.label} block (a server component). Dealer settings come from \`tenant.settings\`, never from
 * the dealer's slug; colours and fonts from the theme's CSS custom properties (${n.name}.css).
 */
export function ${n.componentName}({ block, index }: BlockProps<'${n.slug}'>) {
  const view = ${n.viewName}(block, index)
  if (!view) return null
  return (
    <section className="${n.kebab} container" aria-labelledby={view.headingId}>
      <h2 id={view.headingId} className="${n.kebab}__heading">
        {view.heading}
      </h2>
      {view.text ? <p className="${n.kebab}__text">{view.text}</p> : null}
${client ? `      <${n.clientName} label={view.heading} />\n` : ''}    </section>
  )
}
`
}

function lazyFile(n: BlockNames): string {
  return `'use client'
/**
 * The ${n.label} block's interactive part as its own chunk: a page loads it only when it renders this
 * block. Every CMS page is one route, so a client part imported directly by Component.tsx would be in
 * every page's first scripts (tests/unit/architecture/blockChunks.test.ts).
 */
import dynamic from 'next/dynamic'

export const ${n.clientName} = dynamic(() => import('./${n.name}.client').then((m) => m.${n.clientName}))
`
}

function clientFile(n: BlockNames): string {
  return `'use client'

import { useState } from 'react'

/**
 * The ${n.label} block's interactive part: the only code of the block that reaches the browser, loaded
 * by the pages that show the block (Lazy.client.tsx). Keep it small, as blocks/FAQ/FAQ.client.tsx.
 */
export function ${n.clientName}({ label }: { label: string }) {
  const [open, setOpen] = useState(false)
  return (
    <div className="${n.kebab}__island">
      <button type="button" className="button button--secondary" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {open ? \`Hide \${label}\` : \`Show \${label}\`}
      </button>
      {open ? <p className="${n.kebab}__more">More about {label}.</p> : null}
    </div>
  )
}
`
}

function cssFile(n: BlockNames, { client }: ScaffoldOptions): string {
  return `/* The ${n.label} block: the dealer's theme comes in as custom properties (tenants/theme.ts); use them, never fixed brand colours. */
.${n.kebab} { padding-block: var(--space-4); }
.${n.kebab}__heading { font-family: var(--font-heading); color: var(--color-text); }
.${n.kebab}__text { max-width: 60ch; overflow-wrap: anywhere; }
${client ? `.${n.kebab}__island { margin-top: var(--space-2); }\n` : ''}`
}

function sampleFile(n: BlockNames): string {
  return `import type { BlockSample } from '../sampleTypes'

/** What the block gallery (/block-gallery) and the tests render: realistic content for an Australian dealer. */
export const ${n.sampleName} = {
  block: {
    blockType: '${n.slug}',
    heading: '${n.label} at your local dealer',
    text: 'Drive away this weekend from our Gold Coast showroom: test drives seven days, finance approved on the spot.',
  },
} satisfies BlockSample<'${n.slug}'>
`
}

function testFile(n: BlockNames): string {
  return `import { describe, expect, it } from 'vitest'

import { ${n.viewName} } from '@blocks/${n.name}/Component'
import { ${n.configName} } from '@blocks/${n.name}/config'
import { ${n.sampleName} } from '@blocks/${n.name}/sample'

describe('${n.label} block', () => {
  it('its sample fills every required field of the config, within each maximum length', () => {
    const sample = ${n.sampleName}.block as Record<string, unknown>
    for (const field of ${n.configName}.fields) {
      const value = sample[field.name]
      if ('required' in field && field.required) expect(value, \`\${field.name} is required\`).toBeTruthy()
      if ('maxLength' in field && typeof value === 'string') expect(value.length, \`\${field.name} length\`).toBeLessThanOrEqual(field.maxLength)
    }
  })

  it('shows the sample: its heading, its text and a heading id of its own', () => {
    expect(${n.viewName}(${n.sampleName}.block, 2)).toEqual({
      heading: ${n.sampleName}.block.heading,
      text: ${n.sampleName}.block.text,
      headingId: '${n.kebab}-2',
    })
  })

  it('shows nothing without a heading', () => {
    expect(${n.viewName}({ ...${n.sampleName}.block, heading: '  ' }, 0)).toBeNull()
  })
})
`
}

/** A 3:2 schematic for the admin's block picker (the shape tests/unit/admin/labels.test.ts expects); its title keeps it distinct. */
function thumbnailFile(n: BlockNames): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80" width="120" height="80"><title>${n.label}</title><rect x="0.5" y="0.5" width="119" height="79" rx="6" fill="#f8fafc" stroke="#cbd5e1"/><rect x="12" y="16" width="70" height="8" rx="2" fill="#0b3d91"/><rect x="12" y="32" width="96" height="4" rx="2" fill="#94a3b8"/><rect x="12" y="42" width="84" height="4" rx="2" fill="#94a3b8"/><rect x="12" y="56" width="34" height="10" rx="2" fill="#f59e0b"/></svg>
`
}

/** Adds a line after the last line matching `after`, or throws naming the file and what was expected. */
function insertAfterLast(source: string, after: RegExp, line: string, file: string, what: string): string {
  const lines = source.split('\n')
  let at = -1
  lines.forEach((l, i) => {
    if (after.test(l)) at = i
  })
  if (at < 0) throw new Error(`${file}: could not find ${what}; add the block there by hand.`)
  lines.splice(at + 1, 0, line)
  return lines.join('\n')
}

/** Adds `entry` as the last property of the object literal that starts at `opening` (closed by a line `}`). */
function addEntry(source: string, opening: string, entry: string, file: string): string {
  const start = source.indexOf(opening)
  const end = start < 0 ? -1 : source.indexOf('\n}', start)
  if (end < 0) throw new Error(`${file}: could not find "${opening}"; add the block there by hand.`)
  return `${source.slice(0, end)}\n  ${entry}${source.slice(end)}`
}

/** blocks/registry.ts with the block's component imported and mapped from its slug. */
export function addToRegistry(source: string, n: BlockNames): string {
  const withImport = insertAfterLast(source, /^import \{ \w+Component \} from '\.\/\w+\/Component'$/, `import { ${n.componentName} } from './${n.name}/Component'`, 'blocks/registry.ts', 'the block component imports')
  return addEntry(withImport, 'export const blockComponents: BlockRegistry = {', `${n.slug}: ${n.componentName},`, 'blocks/registry.ts')
}

/** blocks/configs.ts with the block's config imported and appended to pageBlocks (the Pages collection's layout field). */
export function addToConfigs(source: string, n: BlockNames): string {
  const withImport = insertAfterLast(source, /^import \{ \w+Block \} from '\.\/\w+\/config'$/, `import { ${n.configName} } from './${n.name}/config'`, 'blocks/configs.ts', 'the block config imports')
  const list = /export const pageBlocks = \[([^\]]*)\]/
  if (!list.test(withImport)) throw new Error('blocks/configs.ts: could not find "export const pageBlocks = [...]"; add the block there by hand.')
  return withImport.replace(list, (_all, items: string) => `export const pageBlocks = [${items.trimEnd().replace(/,$/, '')}, ${n.configName}]`)
}

/** blocks/samples.ts with the block's sample imported and mapped from its slug. */
export function addToSamples(source: string, n: BlockNames): string {
  const withImport = insertAfterLast(source, /^import \{ \w+Sample \} from '\.\/\w+\/sample'$/, `import { ${n.sampleName} } from './${n.name}/sample'`, 'blocks/samples.ts', 'the sample imports')
  return addEntry(withImport, 'export const blockSamples: BlockSamples = {', `${n.slug}: ${n.sampleName},`, 'blocks/samples.ts')
}

/** What the developer does next, printed by the script. */
export function nextSteps(n: BlockNames, files: readonly string[]): string {
  return `Created the ${n.label} block (slug "${n.slug}"):
${files.map((f) => `  ${f}`).join('\n')}
and registered it in blocks/configs.ts (the Pages layout field), blocks/registry.ts and blocks/samples.ts.

Next steps:
  1. Shape its fields in blocks/${n.name}/config.ts, its markup in Component.tsx and its sample in sample.ts.
  2. npx payload generate:types           (the ${n.configName} type; the type check needs it)
  3. npx payload generate:importmap       (the admin's import map, if the config names admin components)
  4. npm run migrate:create -- ${n.kebab}  (its table in the database; commit the migration)
  5. npm run typecheck && npx vitest run --project unit tests/unit/blocks/${n.kebab}.test.ts
  6. See it at /block-gallery under each demo dealer (npm run dev; e.g. http://harbour-city.localhost:3000/block-gallery).
The block is offered in the Pages collection's layout field through blocks/configs.ts (collections/Pages/index.ts);
to offer it in another collection's blocks field, import { ${n.configName} } from 'blocks/${n.name}/config' there.
Guide: docs/blocks.md`
}
