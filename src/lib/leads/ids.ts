import { randomBytes } from 'node:crypto'

/**
 * The lead_id a shopper's browser receives. Random rather than the row id, because the trade-in flow
 * continues a lead by this id: a guessable number would let anyone edit someone else's lead.
 */
export const newPublicLeadId = () => `ld_${randomBytes(16).toString('base64url')}`
