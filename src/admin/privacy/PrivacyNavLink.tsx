/** The privacy view's link in the admin's navigation, for the users who may use it. */
import type { ServerProps } from 'payload'

import { isPrivacyAdminUser } from '@/access/roles'

export function PrivacyNavLink({ user }: ServerProps) {
  if (!isPrivacyAdminUser(user)) return null
  return (
    <a className="nav__link privacy-nav-link" href="/admin/privacy">
      <span className="nav__link-label">Privacy requests</span>
    </a>
  )
}
