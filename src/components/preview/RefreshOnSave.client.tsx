'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Live preview for server-rendered pages, as @payloadcms/live-preview-react's RefreshRouteOnSave does
 * (that package isn't available at our Payload version): tell the admin that opened this page (the
 * iframe's parent or the popup's opener) that the preview is ready, and re-render from the server each
 * time it reports a save. Autosave makes every edit a save, so the preview follows the typing.
 * Only messages from that admin window count; the message carries no data, only "refresh".
 */
export function RefreshOnSave() {
  const router = useRouter()
  useEffect(() => {
    const admin = window.opener ?? (window.parent !== window ? window.parent : null)
    if (!admin) return
    const onMessage = (event: MessageEvent) => {
      if (event.source !== admin) return
      const data = event.data as { type?: unknown } | null
      if (data && typeof data === 'object' && data.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    // The admin waits for this before it sends anything; it holds no data, so any origin may read it.
    admin.postMessage({ type: 'payload-live-preview', ready: true }, '*')
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
