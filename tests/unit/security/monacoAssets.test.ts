/** The admin's code editor from our origin (issue 33): which requests name one of its files. */
import { existsSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { monacoAsset } from '@/domain/security/monacoAssets'

describe('monacoAsset', () => {
  it('names the files the editor loads, with their types', () => {
    expect(monacoAsset(['loader.js'])).toEqual({ file: 'loader.js', type: 'text/javascript; charset=utf-8' })
    expect(monacoAsset(['editor', 'editor.main.css'])).toEqual({ file: 'editor/editor.main.css', type: 'text/css; charset=utf-8' })
    expect(monacoAsset(['assets', 'json.worker-Csf_TLih.js'])?.file).toBe('assets/json.worker-Csf_TLih.js')
  })

  it('refuses anything that could leave the folder or is not one of its types', () => {
    for (const segments of [[], ['..', 'package.json'], ['../../package.json'], ['a..js'], ['.hidden.js'], ['x\\..\\y.js'], ['editor.main.html'], ['loader'], ['%2e%2e', 'x.js']]) {
      expect(monacoAsset(segments), JSON.stringify(segments)).toBeNull()
    }
  })

  it('finds the installed editor where the route reads it', () => {
    const vs = path.join(process.cwd(), 'node_modules', 'monaco-editor', 'min', 'vs')
    for (const file of ['loader.js', 'editor/editor.main.js', 'editor/editor.main.css']) expect(existsSync(path.join(vs, monacoAsset(file.split('/'))!.file)), file).toBe(true)
  })
})
