/**
 * A held run tells the dealer: an email to the dealer's enquiries address with the counts, and the
 * feed's status in the admin (lastRunStatus 'held', heldRun → the run, which the feed's page shows
 * with a Release button). A failed email never fails the run: the admin notice is still there.
 */
import type { Payload } from 'payload'

import type { StockFeedRun } from '@/payload-types'
import type { FeedSettings } from './settings'

export async function notifyHeldRun(payload: Payload, settings: FeedSettings, run: StockFeedRun, reason: string): Promise<void> {
  try {
    const tenant = await payload.findByID({ collection: 'tenants', id: settings.tenantId, depth: 0, overrideAccess: true })
    const to = (tenant as { contact?: { email?: string | null } }).contact?.email
    if (!to) return
    await payload.sendEmail({
      to,
      subject: `Stock feed "${settings.name}" was held: nothing changed`,
      text: [
        `The latest file of your stock feed "${settings.name}" was not imported, so your stock on the site is as it was.`,
        '',
        `Why: ${reason}`,
        '',
        `Rows in the file: ${run.counts?.rows ?? 0}. Rows in the last good run: ${settings.lastGoodRowCount ?? 'none yet'}.`,
        '',
        'If the file is right (for example you really did sell that many cars), open the feed in the admin and release the run. Otherwise fix the export in your DMS; the next good file imports as usual.',
      ].join('\n'),
    })
  } catch (error) {
    payload.logger.warn({ err: error, runId: run.id }, 'Could not email the dealer about a held stock feed run')
  }
}
