'use client'
/**
 * The inbox's saved views above the lead list (Mine, Unassigned, Overdue follow-ups, New today): each
 * opens the list filtered, its filter made at the click so "overdue" and "today" mean now, and "today"
 * the dealer's day (`timeZone`, from ./SavedViews.tsx), wherever the browser is.
 */
import { Button, useAuth, useConfig } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'

import { adminListUrl } from '@/domain/dashboard/listUrl'
import { savedViews, type SavedView } from '@/domain/leads/savedViews'

export function SavedViewButtons({ timeZone }: { timeZone: string | null }) {
  const { user } = useAuth()
  const { config } = useConfig()
  const router = useRouter()
  const open = (id: SavedView['id']) => {
    const view = savedViews(user?.id, new Date(), timeZone).find((v) => v.id === id)
    if (view) router.push(adminListUrl(config.routes.admin, 'leads', view.where, { sort: view.sort, page: 1 }))
  }
  return (
    <nav aria-label="Saved views" style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 2)', marginBottom: 'calc(var(--base) / 2)' }}>
      {savedViews(user?.id, new Date(), timeZone).map((view) => (
        <Button key={view.id} buttonStyle="pill" size="small" margin={false} onClick={() => open(view.id)}>
          {view.label}
        </Button>
      ))}
    </nav>
  )
}
