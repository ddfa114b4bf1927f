/**
 * The block scaffold's rules (scripts/blocks/scaffold.ts): names and slugs, refusals, the files it
 * writes and the registry lines it adds, applied to the real registry files.
 */
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { pageBlocks } from '@blocks/configs'
import { addToConfigs, addToRegistry, addToSamples, blockNames, nameProblem, nameWords, nextSteps, scaffoldFiles, slugFromName } from '../../../scripts/blocks/scaffold'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
const taken = { entries: readdirSync(path.join(root, 'blocks')).map((e) => e.replace(/\.(tsx?|css)$/, '')), slugs: pageBlocks.map((b) => b.slug) }

describe('block names', () => {
  it('splits PascalCase into words, keeping acronyms whole', () => {
    expect(nameWords('TradeInOffer')).toEqual(['Trade', 'In', 'Offer'])
    expect(nameWords('CTABanner')).toEqual(['CTA', 'Banner'])
    expect(nameWords('Top10Cars')).toEqual(['Top10', 'Cars'])
  })

  it('makes a camelCase slug like the existing blocks (FAQ → faq)', () => {
    expect(slugFromName('TestWidget')).toBe('testWidget')
    expect(slugFromName('FAQ')).toBe('faq')
    expect(slugFromName('CTABanner')).toBe('ctaBanner')
    expect(slugFromName('Hero')).toBe('hero')
  })

  it('names every part of the block', () => {
    expect(blockNames('TradeInOffer')).toEqual({
      name: 'TradeInOffer',
      slug: 'tradeInOffer',
      kebab: 'trade-in-offer',
      label: 'Trade in offer',
      plural: 'Trade in offers',
      configName: 'TradeInOfferBlock',
      componentName: 'TradeInOfferComponent',
      clientName: 'TradeInOfferClient',
      sampleName: 'tradeInOfferSample',
      viewName: 'tradeInOfferView',
    })
    expect(blockNames('CTABanner').label).toBe('CTA banner')
    expect(blockNames('SpecialHours').plural).toBe('Special hours')
  })
})

describe('names the scaffold refuses', () => {
  it('accepts a new PascalCase name', () => {
    expect(nameProblem('TestWidget', taken)).toBeNull()
    expect(nameProblem('Top10Cars', taken)).toBeNull()
  })

  it('refuses a missing name', () => {
    expect(nameProblem(undefined, taken)).toMatch(/Name the block/)
  })

  it.each(['testWidget', 'test-widget', 'Test_Widget', 'TESTWIDGET', '9Lives', 'Test Widget', 'Testé'])('refuses %s as not PascalCase', (name) => {
    expect(nameProblem(name, taken)).toMatch(/not a PascalCase name/)
  })

  it('suggests a PascalCase spelling of a near miss, and its slug', () => {
    expect(nameProblem('test-widget', taken)).toMatch(/: TestWidget \(slug "testWidget"\)/)
    expect(nameProblem('testWidget', taken)).toMatch(/: TestWidget /)
    expect(nameProblem('TEST_WIDGET', taken)).toMatch(/: TestWidget /)
    expect(nameProblem('9Lives', taken)).toMatch(/e\.g\. TradeInOffer/)
  })

  it('refuses an existing block, folder or file in blocks/, whatever its case', () => {
    expect(nameProblem('Hero', taken)).toMatch(/blocks\/Hero already exists/)
    expect(nameProblem('Faq', taken)).toMatch(/blocks\/FAQ already exists/)
    expect(nameProblem('FormFields', taken)).toMatch(/already exists/)
    expect(nameProblem('RenderBlocks', taken)).toMatch(/already exists/)
  })

  it('refuses a name whose slug is registered under another folder', () => {
    // CallToAction's slug is cta: a folder named Cta would register a second cta block.
    expect(nameProblem('Cta', taken)).toMatch(/slug "cta" is already registered/)
  })

  it('refuses an over-long name', () => {
    expect(nameProblem(`A${'b'.repeat(40)}`, taken)).toMatch(/longer than 40/)
  })
})

describe('the files it writes', () => {
  const n = blockNames('TestWidget')

  it('writes the config, component, CSS, sample, thumbnail and unit test; the client island only with --client', () => {
    expect(Object.keys(scaffoldFiles(n, { client: false })).sort()).toEqual([
      'blocks/TestWidget/Component.tsx',
      'blocks/TestWidget/TestWidget.css',
      'blocks/TestWidget/config.ts',
      'blocks/TestWidget/sample.ts',
      'public/admin/blocks/testWidget.svg',
      'tests/unit/blocks/test-widget.test.ts',
    ])
    const files = scaffoldFiles(n, { client: true })
    expect(files['blocks/TestWidget/TestWidget.client.tsx']).toMatch(/^'use client'/)
    // Through its own chunk (next/dynamic), so pages without the block never load it.
    expect(files['blocks/TestWidget/Component.tsx']).toContain("import { TestWidgetClient } from './Lazy.client'")
    expect(files['blocks/TestWidget/Lazy.client.tsx']).toContain("dynamic(() => import('./TestWidget.client').then((m) => m.TestWidgetClient))")
    expect(scaffoldFiles(n, { client: false })['blocks/TestWidget/Component.tsx']).not.toContain('.client')
    expect(scaffoldFiles(n, { client: false })['blocks/TestWidget/Lazy.client.tsx']).toBeUndefined()
  })

  it('configures the block like the existing ones: slug, interface, labels, admin label and thumbnail', () => {
    const config = scaffoldFiles(n, { client: false })['blocks/TestWidget/config.ts']!
    expect(config).toContain("slug: 'testWidget'")
    expect(config).toContain("interfaceName: 'TestWidgetBlock'")
    expect(config).toContain("labels: { singular: 'Test widget', plural: 'Test widgets' }")
    expect(config).toContain("blockThumbnail('testWidget', 'Test widget')")
    expect(config).toContain('} satisfies Block')
  })

  it('types the sample against the block and tests the sample through the view-model', () => {
    const files = scaffoldFiles(n, { client: false })
    expect(files['blocks/TestWidget/sample.ts']).toContain("} satisfies BlockSample<'testWidget'>")
    expect(files['blocks/TestWidget/Component.tsx']).toContain("export function testWidgetView(block: BlockOf<'testWidget'>, index: number)")
    const test = files['tests/unit/blocks/test-widget.test.ts']!
    expect(test).toContain("import { testWidgetSample } from '@blocks/TestWidget/sample'")
    expect(test).toContain('testWidgetView(testWidgetSample.block, 2)')
  })

  it('draws a thumbnail of the shape the admin test expects, distinct by its title', () => {
    const svg = scaffoldFiles(n, { client: false })['public/admin/blocks/testWidget.svg']!
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"')).toBe(true)
    expect(svg).toContain('<title>Test widget</title>')
    expect(svg).not.toMatch(/<text|href=|https?:\/\/(?!www\.w3\.org)/)
  })
})

describe('registering it', () => {
  const n = blockNames('TestWidget')

  it('adds the config to blocks/configs.ts: an import and the end of pageBlocks', () => {
    const source = read('blocks/configs.ts')
    const updated = addToConfigs(source, n)
    expect(updated).toContain("import { TestWidgetBlock } from './TestWidget/config'")
    expect(updated).toMatch(/export const pageBlocks = \[HeroBlock, [^\]]*TimetableBlock, TestWidgetBlock\]/)
    expect(updated.length - source.length).toBe("import { TestWidgetBlock } from './TestWidget/config'\n".length + ', TestWidgetBlock'.length)
  })

  it('adds the component to blocks/registry.ts', () => {
    const updated = addToRegistry(read('blocks/registry.ts'), n)
    expect(updated).toContain("import { TestWidgetComponent } from './TestWidget/Component'")
    expect(updated).toMatch(/ {2}timetable: TimetableComponent,\n {2}testWidget: TestWidgetComponent,\n\}/)
  })

  it('adds the sample to blocks/samples.ts', () => {
    const updated = addToSamples(read('blocks/samples.ts'), n)
    expect(updated).toContain("import { testWidgetSample } from './TestWidget/sample'")
    expect(updated).toMatch(/ {2}testWidget: testWidgetSample,\n\}/)
  })

  it('says which file it could not change rather than guessing', () => {
    expect(() => addToRegistry('export const somethingElse = {}\n', n)).toThrow(/blocks\/registry.ts: could not find the block component imports/)
    expect(() => addToConfigs("import { HeroBlock } from './Hero/config'\n", n)).toThrow(/pageBlocks/)
  })

  it('prints the next steps: types, import map, migration, and where the block is offered', () => {
    const text = nextSteps(n, ['blocks/TestWidget/config.ts'])
    expect(text).toContain('npx payload generate:types')
    expect(text).toContain('npx payload generate:importmap')
    expect(text).toContain('npm run migrate:create -- test-widget')
    expect(text).toContain('collections/Pages/index.ts')
    expect(text).toContain('/block-gallery')
  })
})
