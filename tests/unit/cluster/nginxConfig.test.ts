/**
 * The cluster test's nginx configuration (tests/cluster/harness/nginxConfig.ts): round-robin over
 * every instance on loopback, Host passed on, a failed request (a POST too) passed to the next
 * instance, and every file nginx writes inside its own folder (it runs without root, in the foreground).
 */
import { describe, expect, it } from 'vitest'

import { nginxConfig } from '../../cluster/harness/nginxConfig'

const DIR = '/tmp/forecourt-nginx-test'
const conf = nginxConfig(DIR, 40001, [40002, 40003])
const directive = (name: string) => conf.split('\n').map((l) => l.trim()).filter((l) => l.startsWith(`${name} `))

describe('the cluster nginx configuration', () => {
  it('listens on loopback and balances over every instance on loopback', () => {
    expect(directive('listen')).toEqual(['listen 127.0.0.1:40001;'])
    expect(directive('server').filter((l) => !l.startsWith('server {')).map((l) => l.split(' ')[1])).toEqual(['127.0.0.1:40002', '127.0.0.1:40003'])
    expect(new Set(directive('proxy_pass'))).toEqual(new Set(['proxy_pass http://forecourt;']))
  })

  it('passes the Host on and retries a failed request, a POST included, on the next instance', () => {
    expect(directive('proxy_set_header')).toContain('proxy_set_header Host $host;')
    expect(directive('proxy_set_header')).toContain('proxy_set_header X-Request-Id $request_id;')
    const retry = directive('proxy_next_upstream')[0]!.replace(/;$/, '').split(/\s+/).slice(1)
    expect(retry).toEqual(expect.arrayContaining(['error', 'timeout', 'http_502', 'http_503', 'non_idempotent']))
  })

  it('keeps a probe’s 503 out of the upstream’s failure count: readiness and health count only errors and timeouts', () => {
    const probes = conf.slice(conf.indexOf('location ~ ^/api/(ready|health)$'))
    const block = probes.slice(0, probes.indexOf('\n    }'))
    expect(block).toContain('proxy_set_header Host $host;')
    expect(block).toMatch(/\n\s*proxy_next_upstream error timeout;/)
    expect(block).not.toMatch(/http_50\d/)
  })

  it('runs in the foreground and writes only inside its folder', () => {
    expect(directive('daemon')).toEqual(['daemon off;'])
    const paths = conf.match(/(?<=\s)\/[^\s;]+/g) ?? []
    expect(paths.length).toBeGreaterThanOrEqual(7)
    expect(paths.filter((p) => !p.startsWith(`${DIR}/`))).toEqual([])
    expect(directive('error_log')).toEqual(['error_log stderr warn;'])
  })
})
