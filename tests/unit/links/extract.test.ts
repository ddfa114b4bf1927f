import { describe, expect, it } from 'vitest'

import { blockTitle, internalPath, menuLinks, pageLinks } from '@/domain/links'
import { doc, link, p, ul } from '@/domain/richText/lexical'

describe('internalPath', () => {
  it('keeps site paths without their query and anchor', () => {
    expect(internalPath('/finance')).toBe('/finance')
    expect(internalPath('/finance/pre-approval?type=car#apply')).toBe('/finance/pre-approval')
    expect(internalPath(' /service/ ')).toBe('/service/')
    expect(internalPath('/?utm=x')).toBe('/')
  })

  it('leaves out other sites, mail, phone, anchors and non-strings', () => {
    for (const href of ['https://www.mazda.com.au/', '//cdn.example.com/x', 'mailto:a@b.c', 'tel:0755501000', '#book', '', 'finance', null, undefined, 42]) {
      expect(internalPath(href), String(href)).toBeNull()
    }
  })
})

describe('menuLinks', () => {
  const menu = {
    header: {
      items: [
        { label: 'Home', kind: 'link', href: '/' },
        {
          label: 'Stock',
          kind: 'dropdown',
          // A dropdown's own address is a hidden field: the site never renders it.
          href: '/stale',
          groups: [
            { heading: 'Shop', links: [{ label: 'Current Offers', href: '/offers' }, { label: 'Mazda', href: 'https://www.mazda.com.au' }] },
            { heading: null, links: [{ label: 'Used Cars', href: '/search/used-cars' }] },
          ],
        },
        { label: 'Sell My Car', kind: 'link', href: '/trade-in' },
      ],
      cta: { label: 'Book a Test Drive', href: '/book-test-drive' },
    },
    footer: { columns: [{ heading: 'Quick links', links: [{ label: 'Parts', href: '/vehicle-parts-and-accessories' }, { label: 'Call', href: 'tel:0755501000' }] }] },
  }

  it('lists header links, dropdown links, the header button and footer links with where they are', () => {
    expect(menuLinks(menu)).toEqual([
      { href: '/', path: '/', where: 'Header menu › Home' },
      { href: '/offers', path: '/offers', where: 'Header menu › Stock › Shop › Current Offers' },
      { href: '/search/used-cars', path: '/search/used-cars', where: 'Header menu › Stock › group 2 › Used Cars' },
      { href: '/trade-in', path: '/trade-in', where: 'Header menu › Sell My Car' },
      { href: '/book-test-drive', path: '/book-test-drive', where: 'Header button › Book a Test Drive' },
      { href: '/vehicle-parts-and-accessories', path: '/vehicle-parts-and-accessories', where: 'Footer › Quick links › Parts' },
    ])
  })

  it('skips a header button without a label (not rendered) and copes with an empty menu', () => {
    expect(menuLinks({ header: { cta: { label: '', href: '/nowhere' } } })).toEqual([])
    expect(menuLinks(null)).toEqual([])
    expect(menuLinks({})).toEqual([])
  })
})

describe('pageLinks', () => {
  it('finds links in link fields, buttons, banners, related links, the no-match panel and rich text', () => {
    const layout = [
      { blockType: 'hero', heading: 'Hi', cta: { label: 'Search all stock', href: '/search/new-used-and-demo-cars', newTab: false } },
      {
        blockType: 'richText',
        content: doc(
          p('Call ', link('tel:0355503000', '(03) 5550 3000'), ' or ', link('/contact', 'find us'), '.'),
          ul(['See ', link('/mazda-assured?x=1', 'Mazda Assured')], 'plain item'),
          p(link('https://www.oaic.gov.au', 'OAIC', true)),
        ),
      },
      { blockType: 'imageBanner', caption: 'Book your service', href: '/service' },
      { blockType: 'cta', heading: 'Go', buttons: [{ link: { label: 'Book a Test Drive', href: '/book-test-drive' } }, { link: { label: 'Value My Trade', href: '/trade-in' } }] },
      { blockType: 'relatedLinks', blockName: 'Cross-links', links: [{ label: 'Warranty', href: '/warranty' }] },
      { blockType: 'instantOffer', contactPath: '/contact-us' },
      { blockType: 'faq', items: [{ question: 'Q', answer: 'See /not-a-link in text' }] },
    ]
    expect(pageLinks({ layout }).map((l) => [l.path, l.where])).toEqual([
      ['/search/new-used-and-demo-cars', 'Block 1 (Hero) › “Search all stock”'],
      ['/contact', 'Block 2 (Rich text) › text link “find us”'],
      ['/mazda-assured', 'Block 2 (Rich text) › text link “Mazda Assured”'],
      ['/service', 'Block 3 (Image banner) › “Book your service”'],
      ['/book-test-drive', 'Block 4 (Call to action) › “Book a Test Drive”'],
      ['/trade-in', 'Block 4 (Call to action) › “Value My Trade”'],
      ['/warranty', 'Block 5 (Cross-links) › “Warranty”'],
      ['/contact-us', 'Block 6 (Instant offer) › Contact button'],
    ])
  })

  it('skips a link whose label is empty (not rendered) and rich text links to page documents', () => {
    const internalDocLink = { type: 'link', fields: { linkType: 'internal', doc: { relationTo: 'pages', value: 3 } }, children: [{ type: 'text', text: 'About' }] }
    const layout = [
      { blockType: 'hero', cta: { label: '', href: '/nowhere' } },
      { blockType: 'richText', content: { root: { type: 'root', children: [{ type: 'paragraph', children: [internalDocLink] }] } } },
    ]
    expect(pageLinks({ layout })).toEqual([])
    expect(pageLinks({ layout: null })).toEqual([])
    expect(pageLinks(undefined)).toEqual([])
  })
})

describe('blockTitle', () => {
  it('names a block by the admin’s block name, or its type in words', () => {
    expect(blockTitle({ blockType: 'relatedLinks' })).toBe('Related links')
    expect(blockTitle({ blockType: 'cta' })).toBe('Call to action')
    expect(blockTitle({ blockType: 'faq' })).toBe('FAQ')
    expect(blockTitle({ blockType: 'financeCalculator', blockName: ' Repayments ' })).toBe('Repayments')
  })
})
