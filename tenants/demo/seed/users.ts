/**
 * The demo admin logins printed in the README: one super-admin, a dealer admin (privacy requests) for
 * Harbour City's group and for Bayside Mazda, a marketer and a salesperson per
 * dealer (sales staff see only their dealer's leads and reservations), and a group marketer who looks
 * after two dealers (to show the tenant switcher), and a salesperson limited to one of Harbour City's
 * rooftops (they see that dealership's leads only). Found again by email; an
 * existing user (and any password they changed) is left alone.
 */
import type { Role } from '@/access/roles'
import { findOrCreate, type SeedApi } from './api'
import type { DealerSlug } from './dealers'
import type { FranchiseSlug } from './franchiseSites'

const DEMO_PASSWORD = 'Forecourt!2026'

/** `dealerships`: the slugs of the rooftops a sales person is limited to (none: every rooftop). */
type DemoUser = { email: string; name: string; roles: Role[]; tenants: (DealerSlug | FranchiseSlug)[]; dealerships?: string[] }

export const DEMO_USERS: DemoUser[] = [
  { email: 'admin@forecourt.test', name: 'Forecourt Admin', roles: ['super-admin'], tenants: [] },
  { email: 'admin@harbourcity.test', name: 'Harbour City Admin', roles: ['dealer-admin'], tenants: ['harbour-city', 'harbour-kia-ford'] },
  { email: 'admin@baysidemazda.test', name: 'Bayside Mazda Admin', roles: ['dealer-admin'], tenants: ['bayside-mazda'] },
  { email: 'marketer@harbourcity.test', name: 'Harbour City Marketing', roles: ['marketer'], tenants: ['harbour-city'] },
  { email: 'marketer@baysidemazda.test', name: 'Bayside Mazda Marketing', roles: ['marketer'], tenants: ['bayside-mazda'] },
  { email: 'marketer@outbackused.test', name: 'Outback Used Marketing', roles: ['marketer'], tenants: ['outback-used'] },
  { email: 'group.marketer@forecourt.test', name: 'Group Marketing', roles: ['marketer'], tenants: ['harbour-city', 'harbour-kia-ford', 'outback-used'] },
  { email: 'sales@harbourcity.test', name: 'Sam Nguyen', roles: ['sales'], tenants: ['harbour-city'] },
  { email: 'sales@baysidemazda.test', name: 'Priya Shah', roles: ['sales'], tenants: ['bayside-mazda'] },
  { email: 'sales@outbackused.test', name: 'Jack Murray', roles: ['sales'], tenants: ['outback-used'] },
  { email: 'sales.kia@harbourcity.test', name: 'Kim Park', roles: ['sales'], tenants: ['harbour-city'], dealerships: ['harbour-city-kia-and-ford'] },
]

/** Whether the user answers every lead of the dealer (the seed assigns leads only to them). */
export const worksEveryRooftop = (user: DemoUser) => !user.dealerships?.length

async function dealershipIds(api: SeedApi, tenantIds: number[], slugs: string[] | undefined): Promise<number[]> {
  if (!slugs?.length) return []
  const found = await api.payload.find({ collection: 'dealerships', where: { and: [{ tenant: { in: tenantIds } }, { slug: { in: slugs } }] }, depth: 0, limit: slugs.length, ...api.opts })
  return found.docs.map((d) => d.id)
}

export async function seedUsers(api: SeedApi, tenantIds: Record<DealerSlug | FranchiseSlug, number>): Promise<Record<string, number>> {
  const ids: Record<string, number> = {}
  for (const user of DEMO_USERS) {
    const doc = await findOrCreate(
      api,
      'users',
      { email: { equals: user.email } },
      {
        email: user.email,
        password: DEMO_PASSWORD,
        name: user.name,
        roles: user.roles,
        tenants: user.tenants.map((slug) => ({ tenant: tenantIds[slug] })),
        dealerships: await dealershipIds(api, user.tenants.map((slug) => tenantIds[slug]), user.dealerships),
      },
    )
    ids[user.email] = doc.id
  }
  return ids
}
