/**
 * Every block ships sample data (blocks/<Name>/sample.ts, mapped in blocks/samples.ts) that the block
 * gallery renders: one per registered block, of its own type, filling the config's required fields.
 */
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { pageBlocks } from '@blocks/configs'
import { galleryBlocks } from '@blocks/gallery'
import { blockSamples } from '@blocks/samples'
import { blockGalleryEnabled } from '@/domain/blocks/gallery'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

type NamedField = Field & { name?: string; required?: boolean; fields?: Field[] }

/** The top-level data fields of a block (rows and collapsibles flattened). */
function dataFields(fields: readonly Field[]): NamedField[] {
  return (fields as NamedField[]).flatMap((f) => (f.name ? [f] : f.fields ? dataFields(f.fields) : []))
}

describe('block samples', () => {
  it('every block folder with a config has a sample.ts', () => {
    const folders = readdirSync(path.join(root, 'blocks')).filter((d) => existsSync(path.join(root, 'blocks', d, 'config.ts')))
    expect(folders.length).toBe(pageBlocks.length)
    for (const folder of folders) expect(existsSync(path.join(root, 'blocks', folder, 'sample.ts')), `blocks/${folder}/sample.ts`).toBe(true)
  })

  it('every registered block has a sample of its own type that fills its required fields', () => {
    expect(Object.keys(blockSamples).sort()).toEqual(pageBlocks.map((b) => b.slug).sort())
    for (const config of pageBlocks as Block[]) {
      const sample = blockSamples[config.slug as keyof typeof blockSamples]
      expect(sample.block.blockType, config.slug).toBe(config.slug)
      const data = sample.block as unknown as Record<string, unknown>
      for (const field of dataFields(config.fields)) {
        if (field.required) expect(data[field.name!], `${config.slug}.${field.name} is required`).toBeTruthy()
      }
      for (const key of Object.keys(data)) {
        if (key === 'blockType') continue
        expect(dataFields(config.fields).some((f) => f.name === key), `${config.slug}: sample field ${key} is not in the config`).toBe(true)
      }
    }
  })
})

describe('the block gallery', () => {
  it('lists every block once, in the admin order, by its admin name', () => {
    const entries = galleryBlocks()
    expect(entries.map((e) => e.slug)).toEqual(pageBlocks.map((b) => b.slug))
    expect(entries.find((e) => e.slug === 'cta')?.name).toBe('Call to action')
    for (const entry of entries) expect(entry.sample.block.blockType).toBe(entry.slug)
  })

  it('answers in development, and in production only when switched on', () => {
    expect(blockGalleryEnabled({ NODE_ENV: 'development' })).toBe(true)
    expect(blockGalleryEnabled({ NODE_ENV: 'production' })).toBe(false)
    expect(blockGalleryEnabled({ NODE_ENV: 'production', BLOCK_GALLERY: 'on' })).toBe(true)
    expect(blockGalleryEnabled({ NODE_ENV: 'production', BLOCK_GALLERY: 'yes please' })).toBe(false)
    expect(blockGalleryEnabled({ NODE_ENV: 'development', BLOCK_GALLERY: 'off' })).toBe(false)
    expect(blockGalleryEnabled({})).toBe(false)
  })
})
