/**
 * Local stand-ins for the vendors' tag scripts (issue 37): no internet here, and a test must see what a
 * tag receives. Each answers at the vendor's real address (the browser's request is intercepted, so
 * the page's policy is checked against the real origin), records what the page hands it on
 * `window.__tagStandIns` in order, and can be given the real script's weight: its size (incompressible
 * padding) and a set main-thread cost, so a measurement cannot depend on the stand-ins being cheap.
 */
import { randomBytes } from 'node:crypto'

import type { BrowserContext, Page, Request } from '@playwright/test'

export type StandInCost = { kilobytes: number; busyMs: number }
/** What one stand-in saw: a dataLayer object (GTM), a gtag() command, or an fbq() call. */
export type StandInRecord = { vendor: 'gtm' | 'gtag' | 'meta'; event?: string; args?: unknown[]; data?: Record<string, unknown> }

/** Every origin a demo tag loads from: any request to one counts as a tag loading. */
const TAG_HOSTS = ['www.googletagmanager.com', 'connect.facebook.net', 'www.clarity.ms', 'googleads.g.doubleclick.net', 'www.google-analytics.com']
export const isTagRequest = (request: Request) => TAG_HOSTS.includes(new URL(request.url()).host)

const RECORD = `var S=window.__tagStandIns=window.__tagStandIns||[];function copy(v){try{return JSON.parse(JSON.stringify(v))}catch(e){return null}}`
const busy = (ms: number) => `var end=performance.now()+${ms};while(performance.now()<end){}`

const BODIES: { vendor: StandInRecord['vendor']; match: RegExp; body: string }[] = [
  {
    vendor: 'gtm',
    match: /^https:\/\/www\.googletagmanager\.com\/gtm\.js/,
    body: `var l=new URL(document.currentScript.src).searchParams.get('l')||'dataLayer';var dl=window[l]=window[l]||[];
function rec(i){if(i&&typeof i==='object'&&Object.prototype.toString.call(i)!=='[object Arguments]'&&typeof i.event==='string')S.push({vendor:'gtm',event:i.event,data:copy(i)})}
dl.forEach(rec);var p=dl.push;dl.push=function(){for(var k=0;k<arguments.length;k++)rec(arguments[k]);return p.apply(dl,arguments)};`,
  },
  {
    vendor: 'gtag',
    match: /^https:\/\/www\.googletagmanager\.com\/gtag\/js/,
    body: `var l=new URL(document.currentScript.src).searchParams.get('l')||'dataLayer';var dl=window[l]=window[l]||[];
function rec(i){if(Object.prototype.toString.call(i)==='[object Arguments]')S.push({vendor:'gtag',args:copy(Array.prototype.slice.call(i))})}
dl.forEach(rec);var p=dl.push;dl.push=function(){for(var k=0;k<arguments.length;k++)rec(arguments[k]);return p.apply(dl,arguments)};`,
  },
  {
    vendor: 'meta',
    match: /^https:\/\/connect\.facebook\.net\/.*\/fbevents\.js/,
    body: `var f=window.fbq;var q=(f&&f.queue)||[];if(f){f.callMethod=function(){S.push({vendor:'meta',args:copy(Array.prototype.slice.call(arguments))})};q.forEach(function(a){f.callMethod.apply(f,a)});f.queue=[]}`,
  },
]

/** One stand-in's script: the recorder, then the cost, then padding that gzip cannot shrink. */
function standInScript(body: string, cost: StandInCost): string {
  const padding = cost.kilobytes > 0 ? `\n/*${randomBytes(Math.round(cost.kilobytes * 1024 * 0.75)).toString('base64')}*/` : ''
  return `(function(){${RECORD}${body}${busy(cost.busyMs)}})();${padding}`
}

/** The stand-in for a tag script's address (the bench's HTTPS stand-in server answers with it), or null. */
export function standInFor(url: string, cost: StandInCost): string | null {
  const standIn = BODIES.find((b) => b.match.test(url))
  return standIn ? standInScript(standIn.body, cost) : null
}

/**
 * Answers every tag script request of this page or context with its stand-in; anything else at a tag
 * origin gets a 204. `timingAllowOrigin` answers as a vendor that lets pages read its scripts' sizes
 * (Resource Timing reports 0 bytes for a cross-origin script without that header).
 */
export async function routeTagStandIns(target: Page | BrowserContext, cost: StandInCost = { kilobytes: 0, busyMs: 5 }, options: { timingAllowOrigin?: boolean } = {}) {
  const scripts = BODIES.map((b) => ({ ...b, script: standInScript(b.body, cost) }))
  const headers = options.timingAllowOrigin ? { 'timing-allow-origin': '*' } : undefined
  for (const host of TAG_HOSTS) {
    await target.route(`https://${host}/**`, (route) => {
      const url = route.request().url()
      const standIn = scripts.find((s) => s.match.test(url))
      return standIn ? route.fulfill({ status: 200, contentType: 'text/javascript', body: standIn.script, headers }) : route.fulfill({ status: 204 })
    })
  }
}

/** What the stand-ins have recorded on this page so far. */
export const standInRecords = (page: Page) => page.evaluate(() => ((window as unknown as { __tagStandIns?: unknown[] }).__tagStandIns ?? []) as StandInRecord[])
