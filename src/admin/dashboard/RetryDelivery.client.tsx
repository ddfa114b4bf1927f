'use client'

import { Button } from '@payloadcms/ui'
import { useState, useTransition } from 'react'

import { retryDeliveryAction } from './actions'

/**
 * Retry on a dead-lettered lead: re-queues its delivery and says so in place of the button (the row
 * stays until the dashboard is next loaded, so the message is not pulled away from a screen reader).
 */
export function RetryDelivery({ leadId, leadTitle }: { leadId: number; leadTitle: string }) {
  const [pending, startTransition] = useTransition()
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null)
  const onClick = () =>
    startTransition(async () => {
      try {
        const answer = await retryDeliveryAction(leadId)
        setResult(answer)
      } catch {
        setResult({ ok: false, message: 'The retry could not be sent; try again.' })
      }
    })
  return (
    <div className="fc-dash__retry">
      {result?.ok ? null : (
        <Button buttonStyle="secondary" size="small" margin={false} disabled={pending} onClick={onClick} aria-label={`Retry the delivery of ${leadTitle}`}>
          {pending ? 'Retrying…' : 'Retry'}
        </Button>
      )}
      <span role="status" className={result && !result.ok ? 'fc-dash__retry-error' : 'fc-dash__retry-note'}>
        {result?.message ?? ''}
      </span>
    </div>
  )
}
