/**
 * Signing in to the cluster as a demo user, through an instance's REST API: the scenarios act as the
 * dealer's marketer would in the admin.
 */
import { expect } from 'vitest'

import { request } from './http'

const HARBOUR_MARKETER = 'marketer@harbourcity.test'
/** Every demo login's password (README, "Run it"; tenants/demo/seed/users.ts). */
const DEMO_PASSWORD = 'Forecourt!2026'

/** The Authorization header of a fresh session of `email` on the instance at `baseUrl`. */
export async function staffAuth(baseUrl: string, email = HARBOUR_MARKETER): Promise<{ authorization: string }> {
  const login = await request(`${baseUrl}/api/users/login`, { method: 'POST', json: { email, password: DEMO_PASSWORD } })
  expect(login.status, login.text).toBe(200)
  return { authorization: `JWT ${(JSON.parse(login.text) as { token: string }).token}` }
}
