/**
 * Debian's nginx in front of the web instances, as a deployment would put it (README "Run in
 * production"): round-robin over the instances, the client's Host passed on, and a request that
 * fails on one instance (refused, reset, timed out, 502/503/504) passed to the next. Runs in the
 * foreground as our child (`daemon off`) with every path it writes under its own folder, so it
 * needs no root and leaves nothing in /var.
 */
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freePort } from '@/lib/db/embedded'
import { startChild, type Child } from '../../support/children'
import { pollUntil, request } from './http'
import { nginxConfig } from './nginxConfig'

export type Nginx = { port: number; url: string; child: Child; dir: string; stop: () => Promise<void> }

/** Debian installs it in /usr/sbin, which a non-root PATH often lacks; NGINX_PATH names another. */
const nginxBinary = () => process.env.NGINX_PATH ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx')

export async function startNginx(upstreamPorts: number[], timeoutMs = 20_000): Promise<Nginx> {
  // In the system's temp folder, not the run's (0700) folder: run as root, nginx's workers are
  // `nobody`, and they must reach the temp folders nginx creates here.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-nginx-'))
  chmodSync(dir, 0o755)
  const port = await freePort()
  const conf = path.join(dir, 'nginx.conf')
  writeFileSync(conf, nginxConfig(dir, port, upstreamPorts))
  // -e: the error log before the configuration is read (else /var/log/nginx, not ours to write).
  const child = startChild('nginx', nginxBinary(), ['-e', 'stderr', '-p', dir, '-c', conf])
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    await child.kill()
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    await pollUntil('nginx answering', timeoutMs, async () => {
      if (child.exited()) throw new Error(`nginx exited (${child.process.exitCode}); is Debian's nginx installed? .ci/run installs it`)
      return (await request(`${url}/api/health`, { timeoutMs: 5_000 })).status === 200 ? true : undefined
    })
  } catch (error) {
    await stop()
    throw new Error(`${(error as Error).message}\n${child.output()}`)
  }
  return { port, url, child, dir, stop }
}
