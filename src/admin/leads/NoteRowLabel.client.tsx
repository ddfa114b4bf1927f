'use client'
/**
 * A note's header in the lead's Notes (issue 18): who wrote it and when, then its first words. The
 * time is written in the browser's own zone once mounted (the server doesn't know it).
 */
import { useRowLabel } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { oneLine } from '../labels/labelText'

type Note = { text?: string | null; authorName?: string | null; at?: string | null }

export function NoteRowLabel() {
  const { data } = useRowLabel<Note>()
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const when = data?.at ? (mounted ? new Date(data.at).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' }) : data.at.slice(0, 16).replace('T', ' ')) : null
  const head = data?.authorName || when ? [data?.authorName, when].filter(Boolean).join(' · ') : 'New note (saved with your name and the time)'
  return (
    <span className="row-label" data-testid="note-label" style={{ pointerEvents: 'none' }}>
      {head}
      {data?.text ? ` — ${oneLine(data.text, 60)}` : ''}
    </span>
  )
}
