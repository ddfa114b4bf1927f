/**
 * A tiny builder for Lexical rich-text JSON, in exactly the shape @payloadcms/richtext-lexical stores
 * (checked against the editor's own markdown import), so seeded pages open in the admin editor and
 * render like content a marketer typed.
 *
 * Usage: doc(h2('Welcome'), p('Hello ', bold('there'), '.'), ul('One', 'Two'), p(link('/contact', 'Contact us')))
 */
import type {
  DefaultTypedEditorState,
  SerializedHeadingNode,
  SerializedLinkNode,
  SerializedListItemNode,
  SerializedListNode,
  SerializedParagraphNode,
  SerializedTextNode,
} from '@payloadcms/richtext-lexical'

/** Lexical's text format bit flags (lexical/LexicalConstants). */
const FORMAT = { bold: 1, italic: 2 } as const

type Inline = SerializedTextNode | SerializedLinkNode
/** A plain string becomes an unformatted text node. */
type InlineInput = string | Inline
type Block = SerializedParagraphNode | SerializedHeadingNode | SerializedListNode

const element = { direction: 'ltr' as const, format: '' as const, indent: 0 }

function text(value: string, format = 0): SerializedTextNode {
  return { type: 'text', detail: 0, format, mode: 'normal', style: '', text: value, version: 1 }
}
export const bold = (value: string) => text(value, FORMAT.bold)

const inline = (children: InlineInput[]): Inline[] => children.map((c) => (typeof c === 'string' ? text(c) : c))

/** A custom (URL) link: a site path such as /service, or https:, mailto: or tel:. */
export function link(url: string, label: string, newTab = false): SerializedLinkNode {
  return {
    type: 'link',
    ...element,
    fields: { linkType: 'custom', newTab, url },
    children: [text(label)],
    version: 3,
  } as SerializedLinkNode
}

export function p(...children: InlineInput[]): SerializedParagraphNode {
  // textFormat/textStyle mirror the first text child's format, as the editor writes them.
  const first = inline(children).find((c): c is SerializedTextNode => c.type === 'text')
  return {
    type: 'paragraph',
    ...element,
    children: inline(children),
    textFormat: first?.format ?? 0,
    textStyle: '',
    version: 1,
  }
}

function heading(tag: 'h2' | 'h3', children: InlineInput[]): SerializedHeadingNode {
  return { type: 'heading', ...element, tag, children: inline(children), version: 1 }
}
export const h2 = (...children: InlineInput[]) => heading('h2', children)
export const h3 = (...children: InlineInput[]) => heading('h3', children)

/** Each item is a string or an array of inline nodes (for an item with a link or bold text). */
function list(listType: 'bullet' | 'number', items: (string | InlineInput[])[]): SerializedListNode {
  return {
    type: 'list',
    ...element,
    listType,
    start: 1,
    tag: listType === 'bullet' ? 'ul' : 'ol',
    children: items.map(
      (item, index): SerializedListItemNode => ({
        type: 'listitem',
        ...element,
        children: inline(Array.isArray(item) ? item : [item]),
        // Only checklist items are checked or not; undefined is dropped when stored, as the editor does.
        checked: undefined,
        value: index + 1,
        version: 1,
      }),
    ),
    version: 1,
  }
}
export const ul = (...items: (string | InlineInput[])[]) => list('bullet', items)
export const ol = (...items: (string | InlineInput[])[]) => list('number', items)

/** The editor state stored in a richText field. */
export function doc(...children: Block[]): DefaultTypedEditorState {
  return { root: { type: 'root', ...element, children, version: 1 } } as DefaultTypedEditorState
}
