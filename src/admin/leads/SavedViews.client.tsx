'use client'
/**
 * The inbox's saved views above the lead list (Mine, Unassigned, Overdue follow-ups, New today): each
 * opens the list filtered, its query made at the click so "overdue" and "today" mean now.
 */
import { Button, useAuth, useConfig } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'

import { savedViews } from '@/domain/leads/savedViews'

export function SavedViews() {
  const { user } = useAuth()
  const { config } = useConfig()
  const router = useRouter()
  const list = `${config.routes.admin}/collections/leads`
  return (
    <nav aria-label="Saved views" style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 2)', marginBottom: 'calc(var(--base) / 2)' }}>
      {savedViews(user?.id, new Date()).map((view) => (
        <Button
          key={view.id}
          buttonStyle="pill"
          size="small"
          margin={false}
          onClick={() => router.push(`${list}?${savedViews(user?.id, new Date()).find((v) => v.id === view.id)!.query}`)}
        >
          {view.label}
        </Button>
      ))}
    </nav>
  )
}
