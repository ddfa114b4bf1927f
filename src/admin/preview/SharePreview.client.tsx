'use client'

import { Button, useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'

type State = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; url: string; expiresAt: string } | { status: 'error'; message: string }

/**
 * Sidebar: a signed link to this record's newest draft on the dealer's own site, for a colleague
 * without an admin login. It works for 72 hours and for this dealer's site only.
 */
export function SharePreview() {
  const { id, collectionSlug } = useDocumentInfo()
  const [state, setState] = useState<State>({ status: 'idle' })
  if (!id || !collectionSlug) return null

  const create = async () => {
    setState({ status: 'loading' })
    try {
      const res = await fetch(`/api/${collectionSlug}/${id}/preview-link`, { credentials: 'include' })
      const body = (await res.json()) as { url?: string; expiresAt?: string; message?: string }
      if (!res.ok || !body.url || !body.expiresAt) return setState({ status: 'error', message: body.message ?? 'Could not make a preview link.' })
      setState({ status: 'ready', url: body.url, expiresAt: body.expiresAt })
    } catch {
      setState({ status: 'error', message: 'Could not make a preview link. Check your connection and try again.' })
    }
  }

  return (
    <div className="field-type share-preview" style={{ marginBottom: 'var(--base)' }}>
      <p className="field-label" id="share-preview-label">Share a preview</p>
      <p className="field-description" style={{ marginTop: 0 }}>A link to the latest draft on the dealer&rsquo;s site, for someone without an admin login. It stops working after 72 hours.</p>
      <Button buttonStyle="secondary" size="small" onClick={create} disabled={state.status === 'loading'}>
        {state.status === 'ready' ? 'Make a new link' : 'Make a preview link'}
      </Button>
      {state.status === 'ready' ? (
        <>
          <input aria-labelledby="share-preview-label" readOnly value={state.url} onFocus={(e) => e.currentTarget.select()} style={{ width: '100%' }} data-testid="share-preview-url" />
          <p className="field-description">Valid until {new Date(state.expiresAt).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' })}.</p>
        </>
      ) : null}
      {state.status === 'error' ? <p role="alert">{state.message}</p> : null}
    </div>
  )
}
