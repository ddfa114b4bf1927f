/** Internal links of menus and pages, and whether each leads to a page or route of the dealer (issue 17). */
export * from './extract'
export * from './match'
