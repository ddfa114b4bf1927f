/**
 * Who reads a record's version history: Payload's `/api/{collection}/versions` endpoints, the local
 * API's findVersions, findVersionByID and countVersions, and the admin's Versions tab. A version holds
 * the whole record, unpublished drafts included. Left unset, Payload lets anyone signed in read them
 * (sales staff too, who may not read the records themselves), so every collection says who may,
 * and tests/unit/security/accessCoverage.test.ts fails on a collection that doesn't.
 */
import { isStaff, nobody } from './roles'

/** Collections with drafts and versions: staff only, never the public site; the multi-tenant plugin narrows a marketer to their dealers' versions. */
export const staffReadsVersions = { readVersions: isStaff } as const

/** Collections that keep no versions: nothing to read, said outright so that no default ever applies. */
export const noVersions = { readVersions: nobody } as const
