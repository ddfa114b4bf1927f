'use client'
/**
 * The privacy view's working part: find a person, list what is held (each record one click from its
 * edit view, to correct it), export it as a zip, or erase it after the password and the count are
 * confirmed. Errors and outcomes are announced (role alert and status) for screen-reader users.
 */
import { useId, useState } from 'react'
import { Button, useConfig } from '@payloadcms/ui'

type Record_ = { kind: string; id: number; at: string; summary: string; label: string; adminPath: string }
type Found = { query: { label: string }; records: Record_[]; counts: { kind: string; label: string; count: number }[] }
type Mode = null | 'export' | 'erase'

async function post(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
}

const records = (n: number) => `${n} record${n === 1 ? '' : 's'}`

const messageOf = async (res: Response) => ((await res.json().catch(() => ({}))) as { message?: string }).message ?? 'That did not work. Try again.'

export function PrivacyRequests({ tenant, erasureRules }: { tenant: string | null; erasureRules: { label: string; rule: string }[] }) {
  const { config } = useConfig()
  const api = `${config.serverURL ?? ''}${config.routes.api}/privacy-log/person`
  const ids = useId()
  const [q, setQ] = useState('')
  const [asked, setAsked] = useState('')
  const [found, setFound] = useState<Found | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [status, setStatus] = useState<string | null>(null)
  const [mode, setMode] = useState<Mode>(null)
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)

  async function find(event?: React.FormEvent) {
    event?.preventDefault()
    setBusy(true)
    setError(null)
    setStatus(null)
    setMode(null)
    try {
      const res = await post(api, { q, tenant })
      if (!res.ok) {
        setFound(null)
        setError(await messageOf(res))
        return
      }
      setFound((await res.json()) as Found)
      setAsked(q)
    } finally {
      setBusy(false)
    }
  }

  async function confirm(event: React.FormEvent) {
    event.preventDefault()
    if (!found || !mode) return
    setBusy(true)
    setError(null)
    try {
      const res = await post(`${api}/${mode}`, { q: asked, tenant, password, count: found.records.length })
      if (!res.ok) {
        setError(await messageOf(res))
        return
      }
      setPassword('')
      if (mode === 'export') {
        const blob = await res.blob()
        const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'personal-information.zip'
        const link = Object.assign(document.createElement('a'), { href: URL.createObjectURL(blob), download: name })
        link.click()
        URL.revokeObjectURL(link.href)
        setStatus(`Exported ${records(found.records.length)} of ${found.query.label} as ${name}.`)
        setMode(null)
      } else {
        const { erased } = (await res.json()) as { erased: number }
        setStatus(`Erased ${records(erased)} of ${found.query.label}.`)
        setMode(null)
        setFound(null)
      }
    } finally {
      setBusy(false)
    }
  }

  const count = found?.records.length ?? 0
  return (
    <div className="privacy-requests">
      <form className="privacy-form" onSubmit={find} noValidate>
        <label htmlFor={`${ids}-q`}>
          Email or phone number
          <input id={`${ids}-q`} name="q" value={q} onChange={(e) => setQ(e.target.value)} autoComplete="off" aria-describedby={error ? `${ids}-error` : undefined} aria-invalid={error ? true : undefined} />
        </label>
        <Button type="submit" disabled={busy} margin={false}>
          Find
        </Button>
      </form>
      {error ? (
        <p id={`${ids}-error`} className="privacy-error" role="alert">
          {error}
        </p>
      ) : null}
      <p role="status" className="privacy-status">
        {status ?? ''}
      </p>

      {found ? (
        <section aria-labelledby={`${ids}-found`}>
          <h2 id={`${ids}-found`}>{count === 0 ? `Nothing is held about ${found.query.label}` : `${records(count)} of ${found.query.label}`}</h2>
          {count > 0 ? (
            <>
              <ul className="privacy-counts">
                {found.counts.map((c) => (
                  <li key={c.kind}>
                    {c.label}: {c.count}
                  </li>
                ))}
              </ul>
              <div className="privacy-table-wrap">
                <table className="privacy-table">
                  <thead>
                    <tr>
                      <th scope="col">Kind</th>
                      <th scope="col">Date</th>
                      <th scope="col">Record</th>
                      <th scope="col">Correct</th>
                    </tr>
                  </thead>
                  <tbody>
                    {found.records.map((r) => (
                      <tr key={`${r.kind}-${r.id}`}>
                        <td>{r.label}</td>
                        <td>{r.at.slice(0, 10)}</td>
                        <td>{r.summary || `#${r.id}`}</td>
                        <td>{['lead', 'reservation', 'account'].includes(r.kind) ? <a href={r.adminPath}>Open {r.label.toLowerCase()} #{r.id}</a> : null}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <div className="privacy-form">
                <Button buttonStyle="secondary" margin={false} onClick={() => setMode('export')} disabled={busy}>
                  Export everything
                </Button>
                <Button buttonStyle="error" margin={false} onClick={() => setMode('erase')} disabled={busy}>
                  Erase…
                </Button>
              </div>
            </>
          ) : null}
        </section>
      ) : null}

      {found && mode ? (
        <form className={`privacy-confirm${mode === 'erase' ? ' privacy-confirm--danger' : ''}`} onSubmit={confirm} aria-labelledby={`${ids}-confirm`}>
          <h2 id={`${ids}-confirm`}>{mode === 'erase' ? `Erase ${records(count)} of ${found.query.label}?` : `Export ${records(count)} of ${found.query.label}`}</h2>
          {mode === 'erase' ? (
            <>
              <p>This cannot be undone. What each kind of record keeps:</p>
              <ul className="privacy-rules">
                {erasureRules.map((r) => (
                  <li key={r.label}>
                    <strong>{r.label}:</strong> {r.rule}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <div className="privacy-form">
            <label htmlFor={`${ids}-password`}>
              Your password, to confirm it is you
              <input id={`${ids}-password`} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
            </label>
            <Button type="submit" buttonStyle={mode === 'erase' ? 'error' : 'primary'} disabled={busy || !password} margin={false}>
              {mode === 'erase' ? `Erase ${records(count)}` : 'Download the export'}
            </Button>
            <Button buttonStyle="secondary" margin={false} onClick={() => setMode(null)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  )
}
