import { randomBytes } from 'node:crypto'

import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { isStaff, isStaffField } from '@/access/roles'
import { noVersions } from '@/access/versions'
import { guardTenantAssignment } from '@/access/tenantScoped'
import { validateWebhookUrl } from '@/lib/leads/delivery/webhookUrl'

/** A dealer that turns the webhook on gets a signing secret without having to invent one. */
const ensureSecret: CollectionBeforeChangeHook = ({ data }) => {
  if (data && !data.webhookSecret) data.webhookSecret = randomBytes(24).toString('hex')
  return data
}

/**
 * Where a dealer's leads go besides email: the optional webhook (its address and HMAC signing
 * secret). One record per dealer. Secrets live here rather than in the tenant's settings, which the
 * public site reads: this collection has no public read at all, and the secret field is staff-only too.
 */
export const LeadDelivery: CollectionConfig = {
  slug: 'lead-delivery',
  labels: { singular: 'Lead delivery', plural: 'Lead delivery' },
  admin: { group: 'Leads', description: 'The webhook that receives each lead as signed JSON.' },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff, ...noVersions },
  hooks: { beforeChange: [guardTenantAssignment, ensureSecret] },
  fields: [
    {
      name: 'webhookEnabled',
      type: 'checkbox',
      defaultValue: false,
      label: 'Send each lead to the webhook',
    },
    {
      name: 'webhookUrl',
      type: 'text',
      label: 'Webhook URL',
      maxLength: 500,
      validate: (value: unknown) => validateWebhookUrl(value),
      admin: { description: 'https:// address that accepts a JSON POST. Retried with backoff when it fails.' },
    },
    {
      name: 'webhookSecret',
      type: 'text',
      label: 'Signing secret',
      access: { read: isStaffField, update: isStaffField },
      admin: {
        description:
          'Each request carries X-Forecourt-Signature: sha256=HMAC-SHA256(secret, "{X-Forecourt-Timestamp}.{body}") in hex. Made for you when empty.',
      },
    },
  ],
}
