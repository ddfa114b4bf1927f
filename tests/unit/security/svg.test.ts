/**
 * Which SVG files may be stored (issue 33 item 6): a plain drawing, yes; anything that runs or fetches,
 * no, each with its reason. The demo seed's logos must pass like anyone's upload.
 */
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { checkSvg } from '@/domain/uploads/svg'

const svg = (inner: string, rootAttributes = '') => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${rootAttributes}>${inner}</svg>`

describe('checkSvg', () => {
  it('takes plain drawings: shapes, text, gradients, styles, internal references, embedded raster images', () => {
    for (const ok of [
      svg('<title>Logo</title><circle cx="5" cy="5" r="4" fill="#f2a900"/><text x="1" y="9">A&amp;B</text>'),
      svg('<defs><linearGradient id="g"><stop offset="0" stop-color="#000"/></linearGradient></defs><rect width="4" height="4" fill="url(#g)" style="fill: url( \'#g\' )"/>'),
      svg('<style>.a { fill: red } .b { mask: url(#m) }</style><use href="#a"/><use xlink:href="#b"/>'),
      svg('<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>'),
      `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n${svg('<path d="M0 0h1"/>')}`,
      svg('<animate attributeName="opacity" from="0" to="1" dur="1s"/>'),
    ]) {
      expect(checkSvg(ok), ok).toEqual({ ok: true })
    }
  })

  it.each([
    ['a script', svg('<script>alert(1)</script>'), 'contains a script (<script>)'],
    ['a namespaced script', svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'), 'contains a script (<script>)'],
    ['HTML inside', svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'), 'contains embedded HTML (<foreignObject>)'],
    ['an iframe', svg('<iframe src="https://example.com"/>'), 'contains an embedded page (<iframe>)'],
    ['an event attribute on the root', svg('', ' onload="alert(1)"'), 'contains an event attribute (onload)'],
    ['an event attribute in any case', svg('<rect OnClick="alert(1)"/>'), 'contains an event attribute (OnClick)'],
    ['an event set by an animation', svg('<set attributeName="onmouseover" to="alert(1)"/>'), 'contains an event attribute (onmouseover, set by <set>)'],
    ['a javascript: link', svg('<a href="javascript:alert(1)"><rect/></a>'), 'contains a javascript: link (javascript:alert(1))'],
    ['a javascript: link hidden by whitespace and case', svg('<a xlink:href=" jAvA&#x09;script:alert(1)"><rect/></a>'), 'contains a javascript: link'],
    ['a javascript: link by animation', svg('<a><animate attributeName="href" values="#a;javascript:alert(1)"/></a>'), 'contains a javascript: link'],
    ['an external link by animation', svg('<a><set attributeName="xlink:href" to="https://evil.example/"/></a>'), 'contains an external reference (https://evil.example/)'],
    ['an external image', svg('<image href="https://tracker.example/pixel.png"/>'), 'contains an external reference (https://tracker.example/pixel.png)'],
    ['an external use', svg('<use xlink:href="https://example.com/sprite.svg#a"/>'), 'contains an external reference (https://example.com/sprite.svg#a)'],
    ['a protocol-relative link', svg('<a href="//example.com"><rect/></a>'), 'contains an external reference (//example.com)'],
    ['an embedded SVG document', svg('<image href="data:image/svg+xml;base64,PHN2Zz4="/>'), 'contains an external reference'],
    ['a CSS url() to elsewhere', svg('<rect style="fill: url(https://example.com/p.svg#x)"/>'), 'contains an external reference (https://example.com/p.svg#x)'],
    ['a CSS url() hidden by an escape', svg('<rect style="fill: \\75 rl(https://example.com/a)"/>'), 'contains an external reference (https://example.com/a)'],
    ['a presentation attribute url() to elsewhere', svg('<rect fill="url(\'https://example.com/g\')"/>'), 'contains an external reference (https://example.com/g)'],
    ['a style element @import', svg('<style>@import "https://example.com/a.css";</style>'), "contains an external reference (a style's @import)"],
    ['a style element url()', svg('<style><![CDATA[ rect { fill: url(//example.com/x) } ]]></style>'), 'contains an external reference (//example.com/x)'],
    ['an xml-stylesheet', `<?xml-stylesheet href="https://example.com/a.css"?>${svg('')}`, 'contains an external reference (<?xml-stylesheet ?>)'],
    ['its own entities', `<!DOCTYPE svg [<!ENTITY a "aaaa">]>${svg('<text>&a;</text>')}`, 'declares its own entities (<!DOCTYPE … [ … ]>)'],
    ['HTML', '<html><body><svg/></body></html>', 'is not an SVG drawing (its first element is not <svg>)'],
  ])('refuses %s, saying why', (_, text, reason) => {
    const verdict = checkSvg(text)
    expect(verdict.ok).toBe(false)
    expect(verdict.ok ? '' : verdict.reason).toContain(reason)
  })

  it('refuses what is not well-formed XML, rather than guessing what a browser would make of it', () => {
    const verdict = checkSvg('<svg xmlns="http://www.w3.org/2000/svg"><rect onload=alert(1)></svg>')
    expect(verdict).toEqual({ ok: false, reason: expect.stringMatching(/^is not a well-formed SVG file \(/) })
  })

  it("passes the demo seed's own logos", () => {
    const dir = path.resolve('tenants/demo/seed/assets')
    const logos = readdirSync(dir).filter((f) => f.endsWith('.svg'))
    expect(logos.length).toBeGreaterThan(0)
    for (const logo of logos) expect(checkSvg(readFileSync(path.join(dir, logo), 'utf8')), logo).toEqual({ ok: true })
  })
})
