/**
 * The demo admin logins printed in the README: one super-admin, a marketer per dealer, and a group
 * marketer who looks after two dealers (to show the tenant switcher). Found again by email; an
 * existing user (and any password they changed) is left alone.
 */
import { findOrCreate, type SeedApi } from './api'
import type { DealerSlug } from './dealers'

export const DEMO_PASSWORD = 'Forecourt!2026'

type DemoUser = { email: string; name: string; roles: ('super-admin' | 'marketer')[]; tenants: DealerSlug[] }

export const DEMO_USERS: DemoUser[] = [
  { email: 'admin@forecourt.test', name: 'Forecourt Admin', roles: ['super-admin'], tenants: [] },
  { email: 'marketer@harbourcity.test', name: 'Harbour City Marketing', roles: ['marketer'], tenants: ['harbour-city'] },
  { email: 'marketer@baysidemazda.test', name: 'Bayside Mazda Marketing', roles: ['marketer'], tenants: ['bayside-mazda'] },
  { email: 'marketer@outbackused.test', name: 'Outback Used Marketing', roles: ['marketer'], tenants: ['outback-used'] },
  { email: 'group.marketer@forecourt.test', name: 'Group Marketing', roles: ['marketer'], tenants: ['harbour-city', 'outback-used'] },
]

export async function seedUsers(api: SeedApi, tenantIds: Record<DealerSlug, number>): Promise<void> {
  for (const user of DEMO_USERS) {
    await findOrCreate(
      api,
      'users',
      { email: { equals: user.email } },
      {
        email: user.email,
        password: DEMO_PASSWORD,
        name: user.name,
        roles: user.roles,
        tenants: user.tenants.map((slug) => ({ tenant: tenantIds[slug] })),
      },
    )
  }
}
