'use client'
/**
 * Makes a new push key for a feed the DMS pushes to. The key is shown here once, when made: only a
 * hash is stored, so a key can be replaced but never read back.
 */
import { useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'

export function PushKey() {
  const { id } = useDocumentInfo()
  const [key, setKey] = useState('')
  const [error, setError] = useState('')
  if (!id) return <p>Save the feed first; then make its push key here.</p>

  const make = async () => {
    setError('')
    const response = await fetch(`/api/stock-feeds/${id}/push-key`, { method: 'POST', credentials: 'include' })
    const body = (await response.json().catch(() => ({}))) as { key?: string; error?: string }
    if (!response.ok || !body.key) setError(body.error ?? `The server answered ${response.status}.`)
    else setKey(body.key)
  }
  return (
    <div style={{ marginTop: '0.5rem' }}>
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={make}>
        Make a new push key
      </button>
      {key ? (
        <p role="status">
          Copy it now, it is not shown again: <code data-testid="push-key">{key}</code>
        </p>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
    </div>
  )
}
