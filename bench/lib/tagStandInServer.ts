/**
 * The vendors' tag scripts for a browser the bench does not drive itself (Lighthouse's Chromium): an
 * HTTPS server on loopback answering as www.googletagmanager.com, connect.facebook.net and the other
 * tag hosts with the stand-ins of tests/e2e/tagStandIns.ts, at the weight asked for. Chromium is pointed
 * at it with --host-resolver-rules (each vendor host mapped to this port) and accepts its throwaway
 * certificate with --ignore-certificate-errors; the page's policy still checks the real origins.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { standInFor, type StandInCost } from '../../tests/e2e/tagStandIns'

const VENDOR_HOSTS = ['www.googletagmanager.com', 'connect.facebook.net', 'www.clarity.ms', 'googleads.g.doubleclick.net', 'www.google-analytics.com', 'www.facebook.com']

export type StandInServer = { port: number; chromeFlags: string[]; close: () => Promise<void> }

export async function startTagStandInServer(cost: StandInCost): Promise<StandInServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-standins-'))
  const key = path.join(dir, 'key.pem')
  const cert = path.join(dir, 'cert.pem')
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=forecourt-tag-stand-ins'], { stdio: 'ignore' })
  const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
    const script = standInFor(`https://${req.headers.host}${req.url}`, cost)
    if (!script) {
      res.writeHead(204, { 'access-control-allow-origin': '*' }).end()
      return
    }
    // Sent gzipped like the vendors' own: its transfer size is the real script's.
    res.writeHead(200, { 'content-type': 'text/javascript', 'content-encoding': 'gzip', 'cache-control': 'max-age=900' }).end(gzipSync(script))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  rmSync(dir, { recursive: true, force: true })
  return {
    port,
    chromeFlags: [`--host-resolver-rules=${VENDOR_HOSTS.map((h) => `MAP ${h} 127.0.0.1:${port}`).join(',')}`, '--ignore-certificate-errors'],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
