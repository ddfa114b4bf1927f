import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload instance of this server process (Payload caches it after the first call). */
export const payloadClient = (): Promise<Payload> => getPayload({ config })

/**
 * Options every public read passes: access is enforced (overrideAccess: false) and the request is
 * marked as our renderer's, which is what lets anonymous reads through (see src/access/roles.ts).
 */
export const publicRead = { overrideAccess: false, context: { publicSite: true } } as const
