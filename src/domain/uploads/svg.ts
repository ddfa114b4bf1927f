/**
 * Whether an SVG may be stored (issue 33 item 6): it must be a drawing and nothing else. An SVG opened
 * on its own is a document on the dealer's origin, so an upload is refused, with the reason, when it
 * holds anything that runs or fetches:
 *   - a script or something that embeds another document: <script>, <foreignObject> (HTML inside the
 *     drawing), <iframe>, <embed>, <object>, <handler>, <listener>;
 *   - an event attribute (onload, onclick, any on…), also as the target of an animation;
 *   - a javascript: address anywhere (a link, an animation's values, a style);
 *   - an external reference: a link, image or use that points outside the file (only `#id` and an
 *     embedded raster image, data:image/png|jpeg|gif|webp|avif, stay in the file), a CSS url() or
 *     @import to anywhere else, an xml-stylesheet instruction;
 *   - its own entity declarations (<!DOCTYPE … [ … ]>), which can expand without end.
 * The file is parsed as XML (sax), not matched by text, so attributes split over lines or quoted
 * oddly are read as the browser reads them; CSS escapes are decoded before a style is checked.
 * Pure: src/lib/media/checkUpload.ts reads the file and passes its text.
 */
import sax from 'sax'

/** `reason` completes a sentence about the file: “logo.svg” {reason}. */
export type SvgVerdict = { ok: true } | { ok: false; reason: string }

/** Elements that run code or embed another document. */
const ACTIVE_ELEMENTS: Record<string, string> = {
  script: 'a script (<script>)',
  foreignobject: 'embedded HTML (<foreignObject>)',
  iframe: 'an embedded page (<iframe>)',
  embed: 'an embedded object (<embed>)',
  object: 'an embedded object (<object>)',
  handler: 'an event handler (<handler>)',
  listener: 'an event listener (<listener>)',
}
const ANIMATIONS = new Set(['animate', 'animatemotion', 'animatetransform', 'set'])
const ANIMATION_VALUES = new Set(['from', 'to', 'by', 'values'])
/** Attributes whose value is an address. */
const LINK_ATTRIBUTES = new Set(['href', 'src', 'data', 'action', 'formaction'])
/** An address that stays inside the file: a fragment, or an embedded raster image. */
const INTERNAL_ADDRESS = /^(?:#|data:image\/(?:png|jpeg|gif|webp|avif)[;,])/

const localName = (name: string) => name.slice(name.lastIndexOf(':') + 1).toLowerCase()
/** As a browser reads an address: control characters and whitespace anywhere do not count. */
const squeezed = (value: string) => value.replace(/[\u0000-\u0020\u007f]+/g, '').toLowerCase()
const shown = (value: string) => {
  const text = value.trim().replace(/\s+/g, ' ')
  return text.length > 60 ? `${text.slice(0, 57)}…` : text
}

/** CSS as the browser reads it: comments gone, escapes (`\75 rl(`) decoded. */
const decodeCss = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\\(?:\r\n|[\n\r\f])/g, '')
    .replace(/\\([0-9a-f]{1,6})\s?|\\(.)/gi, (_m, hex: string | undefined, char: string | undefined) => {
      if (!hex) return char ?? ''
      const code = Number.parseInt(hex, 16)
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
    })

function addressProblem(value: string): string | null {
  const address = squeezed(value)
  if (address.startsWith('javascript:')) return `a javascript: link (${shown(value)})`
  if (address === '' || INTERNAL_ADDRESS.test(address)) return null
  return `an external reference (${shown(value)})`
}

function cssProblem(css: string): string | null {
  const decoded = decodeCss(css)
  if (squeezed(decoded).includes('javascript:')) return `a javascript: address in a style (${shown(css)})`
  if (/@import/i.test(decoded)) return `an external reference (a style's @import)`
  for (const match of decoded.matchAll(/url\s*\(\s*(['"]?)([^'")]*)\1\s*\)/gi)) {
    const problem = addressProblem(match[2]!)
    if (problem) return problem
  }
  return null
}

/** Why one element, with its attributes, may not be stored, or null. */
function elementProblem(name: string, attributes: Record<string, string>): string | null {
  const element = localName(name)
  if (ACTIVE_ELEMENTS[element]) return ACTIVE_ELEMENTS[element]
  const animated = ANIMATIONS.has(element) ? localName(Object.entries(attributes).find(([n]) => localName(n) === 'attributename')?.[1]?.trim() ?? '') : ''
  if (/^on/.test(animated)) return `an event attribute (${animated}, set by <${name}>)`
  for (const [attributeName, value] of Object.entries(attributes)) {
    const attribute = localName(attributeName)
    if (/^on/.test(attribute)) return `an event attribute (${attributeName})`
    if (squeezed(value).includes('javascript:')) return `a javascript: link (${shown(value)})`
    let problem: string | null = null
    if (LINK_ATTRIBUTES.has(attribute)) problem = addressProblem(value)
    // An animation of a link: each of its values is an address (a list is separated by semicolons).
    else if (LINK_ATTRIBUTES.has(animated) && ANIMATION_VALUES.has(attribute)) problem = value.split(';').map(addressProblem).find(Boolean) ?? null
    // Presentation attributes (fill, mask, filter, style…) are CSS: a url() there is an address too.
    else if (/url\s*\(|@import|\\/i.test(value)) problem = cssProblem(value)
    if (problem) return problem
  }
  return null
}

export function checkSvg(text: string): SvgVerdict {
  let problem: string | null = null
  let root: string | null = null
  let styleDepth = 0
  let style = ''
  const refuse = (reason: string) => {
    problem ??= reason
    throw new Error('refused')
  }
  const parser = sax.parser(true, { xmlns: false, position: true })
  parser.onerror = (error) => refuse(`is not a well-formed SVG file (${error.message.split('\n')[0]})`)
  parser.ondoctype = (doctype) => {
    if (doctype.includes('[') || /<!entity/i.test(doctype)) refuse('declares its own entities (<!DOCTYPE … [ … ]>)')
  }
  parser.onprocessinginstruction = ({ name }) => {
    if (name.toLowerCase() !== 'xml') refuse(`contains an external reference (<?${name} ?>)`)
  }
  parser.onopentag = (node) => {
    root ??= localName(node.name)
    if (root !== 'svg') refuse('is not an SVG drawing (its first element is not <svg>)')
    const found = elementProblem(node.name, node.attributes as Record<string, string>)
    if (found) refuse(`contains ${found}`)
    if (localName(node.name) === 'style') styleDepth++
  }
  const collect = (chunk: string) => {
    if (styleDepth > 0) style += chunk
  }
  parser.ontext = collect
  parser.oncdata = collect
  parser.onclosetag = (name) => {
    if (localName(name) !== 'style' || styleDepth === 0) return
    styleDepth--
    const found = cssProblem(style)
    style = ''
    if (found) refuse(`contains ${found}`)
  }
  try {
    parser.write(text.replace(/^\uFEFF/, '')).close()
  } catch {
    // Every refusal ends the parse; problem says why (a parser error is one too).
  }
  if (problem) return { ok: false, reason: problem }
  if (root !== 'svg') return { ok: false, reason: 'is not an SVG drawing (its first element is not <svg>)' }
  return { ok: true }
}
