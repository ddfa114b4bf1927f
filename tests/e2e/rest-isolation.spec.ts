/**
 * Tenant isolation through the real REST API of the production server: a marketer of one dealer gets
 * 403 or 404 for every read and write of another dealer's pages, menus and tenant record, and the
 * other dealer's data is unchanged afterwards; version histories (drafts) are staff's, per dealer.
 */
import { expect, test, type APIRequestContext } from './fixtures'

import { DEMO, SUPER_ADMIN, apiBase, apiLogin, tenantId } from './helpers'

const denied = (status: number) => status === 403 || status === 404
const auth = (token: string) => ({ Authorization: `JWT ${token}` })

async function firstDoc(request: APIRequestContext, token: string, collection: string, tenant: number) {
  const res = await request.get(`${apiBase}/api/${collection}?where[tenant][equals]=${tenant}&depth=0&limit=1`, { headers: auth(token) })
  expect(res.status()).toBe(200)
  return (await res.json()).docs[0]
}

test('a marketer of one dealer cannot read, create, change or delete another dealer’s documents', async ({ request }) => {
  const admin = await apiLogin(request, SUPER_ADMIN)
  const marketer = await apiLogin(request, DEMO.harbour.marketer)
  const harbour = await tenantId(request, admin, DEMO.harbour.slug)
  const bayside = await tenantId(request, admin, DEMO.bayside.slug)
  const targets = {
    pages: await firstDoc(request, admin, 'pages', bayside),
    menus: await firstDoc(request, admin, 'menus', bayside),
  }
  const snapshot = async () => ({
    page: await (await request.get(`${apiBase}/api/pages/${targets.pages.id}?depth=0`, { headers: auth(admin) })).json(),
    menu: await (await request.get(`${apiBase}/api/menus/${targets.menus.id}?depth=0`, { headers: auth(admin) })).json(),
    tenant: await (await request.get(`${apiBase}/api/tenants/${bayside}?depth=0`, { headers: auth(admin) })).json(),
  })
  const before = await snapshot()

  // Reads
  for (const [collection, doc] of Object.entries(targets)) {
    const res = await request.get(`${apiBase}/api/${collection}/${doc.id}`, { headers: auth(marketer) })
    expect(denied(res.status()), `read ${collection}: ${res.status()}`).toBe(true)
    const list = await request.get(`${apiBase}/api/${collection}?where[tenant][equals]=${bayside}`, { headers: auth(marketer) })
    expect(list.status()).toBe(200)
    expect((await list.json()).docs).toHaveLength(0)
  }
  const tenantRead = await request.get(`${apiBase}/api/tenants/${bayside}`, { headers: auth(marketer) })
  expect(denied(tenantRead.status())).toBe(true)

  // Updates and deletes
  for (const [collection, doc] of Object.entries(targets)) {
    const patch = await request.patch(`${apiBase}/api/${collection}/${doc.id}`, { headers: auth(marketer), data: { title: 'Hacked' } })
    expect(denied(patch.status()), `patch ${collection}: ${patch.status()}`).toBe(true)
    const del = await request.delete(`${apiBase}/api/${collection}/${doc.id}`, { headers: auth(marketer) })
    expect(denied(del.status()), `delete ${collection}: ${del.status()}`).toBe(true)
  }
  const tenantPatch = await request.patch(`${apiBase}/api/tenants/${bayside}`, { headers: auth(marketer), data: { name: 'Hacked' } })
  expect(denied(tenantPatch.status())).toBe(true)
  const tenantDelete = await request.delete(`${apiBase}/api/tenants/${bayside}`, { headers: auth(marketer) })
  expect(denied(tenantDelete.status())).toBe(true)

  // Creating in, or moving a document to, the other dealer
  const create = await request.post(`${apiBase}/api/pages`, {
    headers: auth(marketer),
    data: { title: 'Sneaky', slug: 'sneaky', tenant: bayside, _status: 'published' },
  })
  expect([400, 403]).toContain(create.status())
  const own = await request.post(`${apiBase}/api/pages`, {
    headers: auth(marketer),
    data: { title: 'Own page', slug: `own-${Date.now()}`, tenant: harbour, _status: 'published' },
  })
  expect(own.status(), await own.text()).toBe(201)
  const ownId = (await own.json()).doc.id
  const move = await request.patch(`${apiBase}/api/pages/${ownId}`, { headers: auth(marketer), data: { tenant: bayside } })
  expect([400, 403]).toContain(move.status())
  const moved = await (await request.get(`${apiBase}/api/pages/${ownId}?depth=0`, { headers: auth(admin) })).json()
  expect(moved.tenant).toBe(harbour)
  const sneaky = await (await request.get(`${apiBase}/api/pages?where[slug][equals]=sneaky`, { headers: auth(admin) })).json()
  expect(sneaky.docs).toHaveLength(0)

  // Granting itself the other dealer
  const me = await (await request.get(`${apiBase}/api/users/me`, { headers: auth(marketer) })).json()
  await request.patch(`${apiBase}/api/users/${me.user.id}`, {
    headers: auth(marketer),
    data: { tenants: [{ tenant: harbour }, { tenant: bayside }], roles: ['super-admin'] },
  })
  const meAfter = await (await request.get(`${apiBase}/api/users/${me.user.id}?depth=0`, { headers: auth(admin) })).json()
  expect(meAfter.tenants.map((t: { tenant: number }) => t.tenant)).toEqual([harbour])
  expect(meAfter.roles).toEqual(['marketer'])

  expect(await snapshot()).toEqual(before)
})

test('version histories, drafts included: none for sales staff or anonymous callers, a marketer only its own dealer’s', async ({ request, playwright }) => {
  const anonymous = await playwright.request.newContext()
  const admin = await apiLogin(request, SUPER_ADMIN)
  const marketer = await apiLogin(request, DEMO.harbour.marketer)
  const sales = await apiLogin(request, 'sales@harbourcity.test')
  const otherMarketer = await apiLogin(request, DEMO.bayside.marketer)
  const harbour = await tenantId(request, admin, DEMO.harbour.slug)
  // A never-published page of Harbour City's: what it says is only in its versions.
  const secret = `Unpublished clearance offer ${Date.now()}`
  const created = await request.post(`${apiBase}/api/pages?draft=true`, { headers: auth(marketer), data: { title: secret, slug: `draft-${Date.now()}`, tenant: harbour } })
  expect(created.status(), await created.text()).toBe(201)
  const draftId = (await created.json()).doc.id
  try {
    const own = await request.get(`${apiBase}/api/pages/versions?where[parent][equals]=${draftId}&depth=0`, { headers: auth(marketer) })
    expect(own.status()).toBe(200)
    const [version] = (await own.json()).docs
    expect(version.version.title).toBe(secret)

    for (const collection of ['pages', 'promotions', 'menus', 'popups', 'locations', 'special-hours']) {
      // Anonymous from a context of its own: this test's `request` keeps the cookie of each login.
      for (const caller of [{ context: request, headers: auth(sales) }, { context: anonymous, headers: {} }]) {
        const res = await caller.context.get(`${apiBase}/api/${collection}/versions?depth=0`, { headers: caller.headers })
        expect(res.status(), collection).toBe(403)
        expect(await res.text(), collection).not.toContain(secret)
      }
    }
    const byId = await request.get(`${apiBase}/api/pages/versions/${version.id}?depth=0`, { headers: auth(sales) })
    expect(byId.status()).toBe(403)
    expect(await byId.text()).not.toContain(secret)

    // Another dealer's marketer: not by list, not by id.
    const list = await request.get(`${apiBase}/api/pages/versions?where[parent][equals]=${draftId}&depth=0`, { headers: auth(otherMarketer) })
    expect(list.status()).toBe(200)
    expect((await list.json()).docs).toHaveLength(0)
    expect(denied((await request.get(`${apiBase}/api/pages/versions/${version.id}`, { headers: auth(otherMarketer) })).status())).toBe(true)
  } finally {
    await request.delete(`${apiBase}/api/pages/${draftId}`, { headers: auth(admin) })
  }
})

test('anonymous API callers cannot read dealer content or records', async ({ request }) => {
  for (const collection of ['pages', 'menus', 'tenants', 'users', 'vehicles', 'locations']) {
    const res = await request.get(`${apiBase}/api/${collection}`)
    expect(res.status(), collection).toBe(403)
  }
})

test('malformed REST requests get 400 with a message, not 500', async ({ request }) => {
  const admin = await apiLogin(request, SUPER_ADMIN)
  const badJson = await request.post(`${apiBase}/api/pages`, {
    headers: { ...auth(admin), 'content-type': 'application/json' },
    data: Buffer.from('{"title": "broken'),
  })
  expect(badJson.status()).toBe(400)
  expect((await badJson.json()).errors[0].message).toBe('The request body is not valid JSON.')
  const notObject = await request.patch(`${apiBase}/api/pages/1`, {
    headers: { ...auth(admin), 'content-type': 'application/json' },
    data: Buffer.from('"just a string"'),
  })
  expect(notObject.status()).toBe(400)
  expect((await notObject.json()).errors[0].message).toBe('The request body must be a JSON object.')
  const badWhere = await request.get(`${apiBase}/api/pages?where[nope][equals]=1`, { headers: auth(admin) })
  expect(badWhere.status()).toBe(400)
  expect((await badWhere.json()).errors[0].message).toBeTruthy()
  const badId = await request.get(`${apiBase}/api/pages/not-a-number`, { headers: auth(admin) })
  expect([400, 404]).toContain(badId.status())
  const badField = await request.post(`${apiBase}/api/pages`, { headers: auth(admin), data: { title: { nested: true }, slug: 'x' } })
  expect(badField.status()).toBe(400)
  const badSettings = await request.patch(`${apiBase}/api/tenants/${await tenantId(request, admin, DEMO.outback.slug)}`, {
    headers: auth(admin),
    data: { settings: { stock: { pageSize: 1000 } } },
  })
  expect(badSettings.status()).toBe(400)
  expect(JSON.stringify(await badSettings.json())).toContain('Must be 60 or less.')
})
