/**
 * Readable editing (issue 17): every page block's header and every array row's header in the admin
 * names its content (src/admin/labels), and every block has a picker thumbnail of its own in public/.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { pageBlocks } from '@blocks/configs'
import { Locations } from '@collections/Locations'
import { Menus } from '@collections/Menus'
import { Tenants } from '@collections/Tenants'
import { ARRAY_ROW_LABEL, BLOCK_ROW_LABEL, blockThumbnailUrl, type LabelCandidate } from '@/admin/labels'
import { findField, labelFromData, type LabelFieldLike, MAX_LABEL_LENGTH, numberedLabel, oneLine, richTextLabel, translated, valueText } from '@/admin/labels/labelText'
import { bold, doc, h2, link, p, ul } from '@/domain/richText/lexical'
import { settingsFields } from '@tenants/settingsFields'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

type Component = { path?: string; clientProps?: { labelFields?: LabelCandidate[] } }
type AnyField = LabelFieldLike & { label?: unknown; blocks?: Block[]; admin?: { components?: { RowLabel?: Component } } }

/** Every array field below `fields`, through rows, collapsibles, groups, tabs, arrays and blocks, with where it is. */
function arraysIn(fields: readonly Field[], where: string): { field: AnyField; where: string }[] {
  const found: { field: AnyField; where: string }[] = []
  for (const field of fields as AnyField[]) {
    const here = field.name ? `${where}.${field.name}` : where
    if (field.type === 'array') found.push({ field, where: here })
    if (field.type === 'blocks') for (const block of field.blocks ?? []) found.push(...arraysIn(block.fields, `${here}[${block.slug}]`))
    if (field.fields) found.push(...arraysIn(field.fields as Field[], here))
    if (field.tabs) for (const tab of field.tabs) found.push(...arraysIn((tab.fields ?? []) as Field[], tab.name ? `${here}.${tab.name}` : here))
  }
  return found
}

/** Field types whose value reads as words in a header (an upload or relationship is only an id in the form). */
const SPEAKING_TYPES = new Set(['text', 'textarea', 'richText', 'select', 'radio', 'number', 'email', 'date'])

/** Each candidate path names a field the row really has, of a type that says something. */
function expectCandidatesResolve(candidates: readonly LabelCandidate[] | undefined, fields: readonly Field[], where: string) {
  expect(candidates?.length, `${where}: no label candidates`).toBeGreaterThan(0)
  for (const candidate of candidates ?? []) {
    for (const fieldPath of Array.isArray(candidate) ? candidate : [candidate]) {
      const field = findField(fields as LabelFieldLike[], fieldPath)
      expect(field, `${where}: label field ${fieldPath} does not exist`).toBeTruthy()
      expect(SPEAKING_TYPES.has(field?.type ?? ''), `${where}: label field ${fieldPath} is a ${field?.type}`).toBe(true)
    }
  }
}

function expectArraysLabelled(fields: readonly Field[], where: string) {
  const arrays = arraysIn(fields, where)
  for (const { field, where: at } of arrays) {
    const rowLabel = field.admin?.components?.RowLabel
    expect(rowLabel?.path, `${at}: array rows have no RowLabel`).toBe(ARRAY_ROW_LABEL)
    expectCandidatesResolve(rowLabel?.clientProps?.labelFields, (field.fields ?? []) as Field[], at)
  }
  return arrays.length
}

describe('page blocks in the admin', () => {
  it('every block header names its content (admin.components.Label)', () => {
    expect(pageBlocks.length).toBeGreaterThan(20)
    for (const block of pageBlocks as Block[]) {
      const label = block.admin?.components?.Label as Component | undefined
      expect(label?.path, `${block.slug}: no block Label`).toBe(BLOCK_ROW_LABEL)
      expectCandidatesResolve(label?.clientProps?.labelFields, block.fields, block.slug)
    }
  })

  it('every array inside a block labels its rows from their content (admin.components.RowLabel)', () => {
    let count = 0
    for (const block of pageBlocks as Block[]) count += expectArraysLabelled(block.fields, block.slug)
    // FAQ items, CTA buttons, related links, stats, timetable rows, features, body categories, dealerships, form label lists.
    expect(count).toBeGreaterThanOrEqual(10)
  })

  it('every block has a picker thumbnail of its own: a small local SVG in public/', () => {
    const digests = new Set<string>()
    for (const block of pageBlocks as Block[]) {
      const thumbnail = block.admin?.images?.thumbnail
      expect(typeof thumbnail === 'object' && thumbnail, `${block.slug}: no thumbnail { url, alt }`).toBeTruthy()
      if (typeof thumbnail !== 'object' || !thumbnail) continue
      expect(thumbnail.url).toBe(blockThumbnailUrl(block.slug))
      expect(thumbnail.alt, `${block.slug}: thumbnail alt`).toBeTruthy()
      const file = path.join(root, 'public', thumbnail.url)
      expect(existsSync(file), `${block.slug}: ${file} is missing`).toBe(true)
      const svg = readFileSync(file, 'utf8')
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"'), `${block.slug}: a 3:2 SVG`).toBe(true)
      // Works offline: no images, fonts, styles or links fetched from anywhere.
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', ''), `${block.slug}: external reference`).not.toMatch(/https?:|<image|href=|@import|font-family|<text/)
      expect(svg.length, `${block.slug}: small`).toBeLessThan(4000)
      digests.add(createHash('sha1').update(svg).digest('hex'))
    }
    expect(digests.size, 'each block has a distinct thumbnail').toBe(pageBlocks.length)
  })
})

/** Every collection config under collections/ (a collection's index.ts, or a file of its own). */
async function allCollections(): Promise<{ slug: string; fields: Field[] }[]> {
  const dir = path.join(root, 'collections')
  const files = readdirSync(dir).map((entry) => (entry.endsWith('.ts') ? path.join(dir, entry) : path.join(dir, entry, 'index.ts')))
  const found: { slug: string; fields: Field[] }[] = []
  for (const file of files.filter((f) => existsSync(f))) {
    for (const value of Object.values(await import(file))) {
      if (value && typeof value === 'object' && 'slug' in value && 'fields' in value) found.push(value as { slug: string; fields: Field[] })
    }
  }
  return found
}

describe('collections in the admin', () => {
  it('menu items, groups, columns and links; opening hours; domains and licences label their rows', () => {
    expect(expectArraysLabelled(Menus.fields, 'menus')).toBe(5)
    expect(expectArraysLabelled(Locations.fields, 'locations')).toBe(1)
    expect(expectArraysLabelled(Tenants.fields, 'tenants')).toBeGreaterThanOrEqual(2)
    expectArraysLabelled(settingsFields, 'tenants.settings')
  })

  it('every array of every collection labels its rows from their content', async () => {
    const collections = await allCollections()
    expect(collections.length).toBeGreaterThan(20)
    let count = 0
    for (const collection of collections) count += expectArraysLabelled(collection.fields, collection.slug)
    expect(count).toBeGreaterThanOrEqual(10)
  }, 60_000)
})

describe('row label text', () => {
  const faqItem = [
    { name: 'question', type: 'text' },
    { name: 'answer', type: 'textarea' },
  ] as LabelFieldLike[]

  it('takes the first candidate that is filled, on one line', () => {
    expect(labelFromData({ question: '  Can I reserve\n a car online? ', answer: 'Yes.' }, ['question', 'answer'], faqItem)).toBe('Can I reserve a car online?')
    expect(labelFromData({ question: '', answer: 'Yes, with a deposit.' }, ['question', 'answer'], faqItem)).toBe('Yes, with a deposit.')
    expect(labelFromData({ question: '   ', answer: null }, ['question', 'answer'], faqItem)).toBe('')
    expect(labelFromData(undefined, ['question'])).toBe('')
  })

  it('reads into groups and array rows by dotted path, and joins a list of paths', () => {
    expect(labelFromData({ link: { label: 'Book a Test Drive', href: '/book-test-drive' } }, ['link.label', 'link.href'])).toBe('Book a Test Drive')
    expect(labelFromData({ link: { label: '', href: '/trade-in' } }, ['link.label', 'link.href'])).toBe('/trade-in')
    expect(labelFromData({ heading: '', items: [{ question: 'What is a demo car?' }] }, ['heading', 'items.0.question'])).toBe('What is a demo car?')
    expect(labelFromData({ value: '50+', label: 'Locations' }, [['value', 'label']])).toBe('50+ · Locations')
    expect(labelFromData({ value: '', label: 'Brands' }, [['value', 'label']])).toBe('Brands')
  })

  it('shows a select’s option label, not its stored value', () => {
    const fields = [
      { type: 'row', fields: [{ name: 'weekday', type: 'select', options: [{ label: 'Monday', value: '1' }, { label: { en: 'Tuesday' }, value: '2' }] }] },
      { name: 'methods', type: 'select', options: [{ label: 'Visa', value: 'visa' }, { label: 'Apple Pay', value: 'apple-pay' }] },
      { name: 'plain', type: 'select', options: ['QLD', 'NSW'] },
    ] as LabelFieldLike[]
    expect(labelFromData({ weekday: '1' }, ['weekday'], fields)).toBe('Monday')
    expect(labelFromData({ weekday: '2' }, ['weekday'], fields)).toBe('Tuesday')
    expect(labelFromData({ methods: ['visa', 'apple-pay'] }, ['methods'], fields)).toBe('Visa, Apple Pay')
    expect(labelFromData({ plain: 'QLD' }, ['plain'], fields)).toBe('QLD')
    expect(labelFromData({ weekday: '9' }, ['weekday'], fields)).toBe('9')
  })

  it('reads rich text: the first paragraph, heading or list with words', () => {
    const content = doc(p(''), h2('Welcome to Harbour City Motor Group'), p('Family-owned since 1987.'))
    expect(richTextLabel(content)).toBe('Welcome to Harbour City Motor Group')
    expect(richTextLabel(doc(p('Call us on ', link('tel:0755550100', '(07) 5555 0100'), ' or ', bold('drop in'), '.')))).toBe('Call us on (07) 5555 0100 or drop in.')
    expect(richTextLabel(doc(ul('New cars', 'Used cars')))).toBe('New cars Used cars')
    expect(richTextLabel({ root: { children: [] } })).toBe('')
    expect(richTextLabel('not rich text')).toBe('')
    expect(labelFromData({ content }, ['content'], [{ name: 'content', type: 'richText' }])).toBe('Welcome to Harbour City Motor Group')
  })

  it('names a related document by its title, and says nothing for a bare id or a checkbox', () => {
    expect(valueText({ id: 3, title: 'Southport' })).toBe('Southport')
    expect(valueText({ id: 3 })).toBe('')
    expect(valueText(true)).toBe('')
    expect(valueText(0)).toBe('0')
  })

  it('keeps a header to one line of bounded length, cutting at a word', () => {
    const long = 'Toyota, Hyundai, Kia and Ford under one group on the Gold Coast and the Tweed, with hundreds of new, used and demo cars'
    const cut = oneLine(long)
    expect(cut.length).toBeLessThanOrEqual(MAX_LABEL_LENGTH)
    expect(cut.endsWith('…')).toBe(true)
    expect(long.startsWith(cut.slice(0, -1))).toBe(true)
    expect(cut).not.toMatch(/[ ,]…$/)
    expect(oneLine('a\n\tb  c')).toBe('a b c')
  })

  it('falls back to the row’s type and number, as Payload numbers rows', () => {
    expect(numberedLabel('Question', 2)).toBe('Question 03')
    expect(numberedLabel('', 0)).toBe('01')
    expect(numberedLabel('Row', undefined)).toBe('Row 01')
    expect(translated({ en: 'Hero', de: 'Held' }, 'de')).toBe('Held')
    expect(translated({ en: 'Hero' }, 'fr')).toBe('Hero')
    expect(translated(undefined)).toBe('')
  })
})
