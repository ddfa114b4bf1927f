/** Where the location buttons go: the location page and the location's stock. */
export const locationPath = (slug: string) => `/our-location/${encodeURIComponent(slug)}`
export const locationStockPath = (slug: string) => `/search/${encodeURIComponent(slug)}`
export const contactUsPath = (slug: string) => `/contact-us/${encodeURIComponent(slug)}`
