import type { CollectionConfig, Field, FilterOptions, Where } from 'payload'

import { workedInReach } from '@/access/dealershipScope'
import { isStaffField, isStaffUser, isSuperAdmin, mayWorkLeadsField, nobody, nobodyField } from '@/access/roles'
import { guardTenantAssignment } from '@/access/tenantScoped'
import { noVersions } from '@/access/versions'
import { labelFrom } from '@/admin/labels'
import { HISTORY_CHANGES } from '@/domain/leads/history'
import { LEAD_STAGES } from '@/domain/leads/stages'
import { leadUrgency } from '@/domain/leads/urgency'
import { contactGroup } from '@/fields/contactGroup'
import { leadExportEndpoint } from '@/lib/leads/export'
import { googleAdsExportEndpoint } from '@/lib/leads/googleAdsExport'
import { ASSIGNABLE_ROLES, workLead } from './hooks/workLead'
import { logLeadOpenedHook } from './hooks/logLeadOpened'
import { CHANNEL_STATES, DELIVERY_CHANNELS, LEAD_FORM_OPTIONS, LEAD_STATUSES } from '@/domain/leads/options'
import { relationId } from '@/domain/relationId'

const readOnly = { readOnly: true } as const
/** The list's text columns: the value, or an empty cell rather than Payload's "<No …>". */
const TEXT_CELL = '/src/admin/leads/TextCell#TextCell'
/** What the shopper sent, and what the system records about it: nobody changes it through the API. */
const sent = { update: nobodyField } as const
/** The inbox fields: whoever may work the lead (staff and sales staff) changes them. */
const worked = { update: mayWorkLeadsField } as const
/**
 * For relationships only the system writes: Payload's own check that a related record exists reads it
 * as the user, and sales staff may not read cars, locations or other users, so saving a lead they work
 * would fail on a value they cannot change anyway.
 */
const systemRelation = { validate: () => true as const }

const channelGroup = (name: string, label: string): Field => ({
  name,
  type: 'group',
  label,
  access: sent,
  admin: { readOnly: true },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'state', type: 'select', defaultValue: 'pending', options: [...CHANNEL_STATES] },
        { name: 'at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'to', type: 'text' },
        // The Message-ID the SMTP server accepted (or the webhook's HTTP status): proof it went out,
        // and the reason a rerun of the job skips this channel.
        { name: 'reference', type: 'text' },
      ],
    },
  ],
})

/** The assignee list: the lead's dealer's sales and marketing users (the hook checks it again on save). */
const assigneeOptions: FilterOptions = ({ data }) => {
  const tenant = relationId(data?.tenant)
  const and: Where[] = [{ roles: { in: [...ASSIGNABLE_ROLES] } }]
  if (tenant) and.push({ 'tenants.tenant': { equals: tenant } })
  return { and }
}

const answers = (name: string, section: 'customer' | 'trade-in' | 'finance', label: string): Field => ({
  name,
  type: 'ui',
  label,
  admin: { components: { Field: { path: '/src/admin/leads/LeadAnswers#LeadAnswers', serverProps: { section } } } },
})

/**
 * A shopper's enquiry, booking, trade-in or instant offer. Created only by the lead API
 * (src/app/(site)/api/leads) with its delivery job in the same transaction; read only by the staff of
 * its dealer in the admin (the multi-tenant plugin narrows reads for marketers and sales staff;
 * anonymous callers get nothing, REST included).
 *
 * The inbox (issue 18): sales staff and marketers work a lead through its stage, assignee, follow-up
 * date and notes, and nothing else; what the shopper sent is read-only for everyone (field access),
 * and hooks/workLead.ts keeps the first-contact clock, the notes' authors and the names the list shows.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: 'Lead', plural: 'Leads' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'waiting', 'salesStatus', 'form', 'source', 'dealershipName', 'locationName', 'assigneeName', 'followUpAt', 'createdAt'],
    group: 'Leads',
    description: 'Each shopper’s enquiry, booking, trade-in and purchase. Filter by stage, form, location, date or assignee; Export CSV takes the filtered list.',
    listSearchableFields: ['title', 'contact.email', 'contact.phone', 'contact.lastName', 'reference', 'publicId', 'assigneeName'],
    components: { beforeListTable: ['/src/admin/leads/SavedViews#SavedViews', '/src/admin/leads/ExportCsv.client#ExportCsv'] },
    pagination: { defaultLimit: 25 },
  },
  // A sales person limited to some rooftops works only theirs (src/access/dealershipScope.ts).
  access: {
    read: workedInReach('dealership'),
    create: nobody,
    update: workedInReach('dealership'),
    delete: isSuperAdmin,
    ...noVersions,
  },
  endpoints: [leadExportEndpoint, googleAdsExportEndpoint],
  defaultSort: '-createdAt',
  indexes: [{ fields: ['tenant', 'idempotencyKey'], unique: true }],
  // Opening a lead is written to the privacy log (issue 39).
  hooks: { beforeChange: [guardTenantAssignment, workLead], afterOperation: [logLeadOpenedHook] },
  fields: [
    { name: 'title', type: 'text', access: sent, admin: readOnly },
    // The list's "Waiting" column: a new lead's wait, an overdue follow-up (src/domain/leads/urgency.ts).
    {
      name: 'waiting',
      type: 'text',
      label: 'Waiting',
      virtual: true,
      access: sent,
      admin: { readOnly: true, condition: () => false, components: { Cell: '/src/admin/leads/UrgencyCell#UrgencyCell' } },
      hooks: { afterRead: [({ siblingData }) => leadUrgency(siblingData ?? {}, Date.now())?.label ?? null] },
    },
    // The inbox, in the sidebar beside every tab.
    {
      name: 'salesStatus',
      type: 'select',
      label: 'Stage',
      required: true,
      defaultValue: 'new',
      index: true,
      options: LEAD_STAGES.map((s) => ({ ...s })),
      access: worked,
      admin: { position: 'sidebar', description: 'Where the sale is. Moving off New records the time to first contact.' },
    },
    {
      name: 'assignee',
      type: 'relationship',
      relationTo: 'users',
      label: 'Assignee (user)',
      filterOptions: assigneeOptions,
      // The hook checks the assignee with access skipped (sales staff may not read other users).
      validate: () => true as const,
      access: worked,
      admin: { position: 'sidebar', disableListColumn: true, components: { Field: '/src/admin/leads/AssigneeField#AssigneeField' } },
    },
    {
      name: 'assigneeName',
      type: 'text',
      label: 'Assigned to',
      access: sent,
      admin: { readOnly: true, position: 'sidebar', condition: () => false, description: 'Set from the assignee.', components: { Cell: TEXT_CELL } },
    },
    {
      name: 'followUpAt',
      type: 'date',
      label: 'Follow up',
      index: true,
      access: worked,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'firstContactedAt',
      type: 'date',
      label: 'First contacted',
      access: sent,
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' }, description: 'When the lead first left New. Never reset.' },
    },
    {
      name: 'minutesToFirstContact',
      type: 'number',
      label: 'Minutes to first contact',
      access: sent,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'status',
      type: 'select',
      label: 'Delivery',
      required: true,
      defaultValue: 'received',
      options: LEAD_STATUSES.map((s) => ({ ...s })),
      // Only the system writes it: the delivery job (src/lib/leads/delivery) and the dashboard's Retry
      // (src/lib/dashboard/retry.ts). A dead letter marked Delivered by hand would hide a lead the dealer never received.
      access: sent,
      admin: { position: 'sidebar', readOnly: true, description: 'Whether the lead reached the dealer’s inbox and systems. Set by the delivery; retry a failed one from the dashboard.' },
    },
    {
      // What the shopper was told on the thank-you page and quotes on the phone (src/domain/leads/reference.ts).
      name: 'reference',
      type: 'text',
      unique: true,
      index: true,
      label: 'Reference',
      access: sent,
      admin: { position: 'sidebar', readOnly: true, description: 'The short reference the shopper was given, e.g. TD-7KQ2M9XA.' },
    },
    {
      name: 'publicId',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: 'Lead id (lead_id)',
      access: sent,
      admin: { position: 'sidebar', readOnly: true, description: 'The id the shopper’s browser received.' },
    },
    { name: 'idempotencyKey', type: 'text', required: true, access: sent, admin: { hidden: true } },
    {
      name: 'locationName',
      type: 'text',
      label: 'Location',
      access: sent,
      admin: { readOnly: true, condition: () => false, components: { Cell: TEXT_CELL } },
    },
    {
      // In a dealer group, the rooftop whose inbox and recipients the lead is for: its car's, or the
      // one the shopper chose. Staff (the group's managers) move a lead to another rooftop; the move is
      // in its history, and sales staff limited to the old rooftop no longer see it.
      name: 'dealership',
      type: 'relationship',
      relationTo: 'dealerships',
      label: 'Dealership',
      index: true,
      // The hook (src/lib/leads/rooftop.ts) checks it is the lead's dealer's, with access skipped.
      validate: () => true as const,
      filterOptions: ({ data }) => ({ tenant: { equals: relationId(data?.tenant) ?? 0 } }),
      access: { update: isStaffField },
      admin: {
        position: 'sidebar',
        disableListColumn: true,
        condition: (_, __, { user }) => isStaffUser(user),
        description: 'The rooftop this lead is for. Moving it hands the lead to that dealership’s team.',
      },
    },
    {
      name: 'dealershipName',
      type: 'text',
      label: 'Dealership',
      access: sent,
      admin: { readOnly: true, position: 'sidebar', condition: (data, _, { user }) => Boolean(data?.dealershipName) && !isStaffUser(user), components: { Cell: TEXT_CELL } },
    },
    {
      // A dealer group's leads all reach the group's inbox (the lead's dealer); this says which of its
      // sites the shopper was on. Set when the lead is stored, never edited.
      name: 'site',
      type: 'relationship',
      relationTo: 'tenants',
      label: 'Site',
      index: true,
      access: sent,
      admin: { readOnly: true, position: 'sidebar', description: 'The site the shopper was on.', condition: (_, __, { user }) => isStaffUser(user) },
    },
    {
      // The site's name as it was, for the inbox of sales staff who may not read the group's other sites.
      name: 'siteName',
      type: 'text',
      label: 'Site',
      access: sent,
      admin: { readOnly: true, position: 'sidebar', condition: (data, _, { user }) => Boolean(data?.siteName) && !isStaffUser(user), components: { Cell: TEXT_CELL } },
    },
    // Where the shopper came from (src/domain/marketing/touch.ts): the visit credited with the lead.
    {
      name: 'source',
      type: 'text',
      label: 'Source',
      index: true,
      access: sent,
      admin: { readOnly: true, position: 'sidebar', description: 'Where the shopper came from before this lead: a campaign’s source, an ad platform, a referring site or (direct).', components: { Cell: TEXT_CELL } },
    },
    { name: 'medium', type: 'text', label: 'Medium', access: sent, admin: { readOnly: true, position: 'sidebar', components: { Cell: TEXT_CELL } } },
    { name: 'campaign', type: 'text', label: 'Campaign', access: sent, admin: { readOnly: true, position: 'sidebar', components: { Cell: TEXT_CELL } } },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Customer',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'form', type: 'select', required: true, options: LEAD_FORM_OPTIONS, access: sent, admin: readOnly },
                { name: 'category', type: 'text', required: true, access: sent, admin: readOnly },
                { name: 'subcategory', type: 'text', access: sent, admin: readOnly },
              ],
            },
            { ...contactGroup, access: sent } as Field,
            answers('customerAnswers', 'customer', 'What they asked'),
          ],
        },
        {
          label: 'Car',
          fields: [
            // The car by name, linked to its page (sales staff may not read stock): src/admin/leads/LeadVehicle.tsx.
            { name: 'vehicle', type: 'relationship', relationTo: 'vehicles', access: sent, ...systemRelation, admin: { ...readOnly, components: { Field: '/src/admin/leads/LeadVehicle#LeadVehicle', Cell: '/src/admin/leads/VehicleCell#VehicleCell' } } },
            // Sales staff see the location's name (LeadVehicle, the list's Location column) instead.
            { name: 'location', type: 'relationship', relationTo: 'locations', access: sent, ...systemRelation, admin: { ...readOnly, disableListColumn: true, condition: (_, __, { user }) => isStaffUser(user) } },
            {
              name: 'defaults',
              type: 'group',
              label: 'Sent to the dealer’s systems',
              access: sent,
              admin: { readOnly: true, description: 'The fields every delivery of this lead carries (email, webhook, CRM), as they were sent.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'dealershipSlug', type: 'text', label: 'Dealership' },
                    { name: 'manufacturerSlug', type: 'text', label: 'Make code' },
                    { name: 'stockNumber', type: 'text', label: 'Stock number' },
                    { name: 'vehicleMake', type: 'text', label: 'Make' },
                    { name: 'vehicleModel', type: 'text', label: 'Model' },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'carType', type: 'text', label: 'New, used or demo' },
                    { name: 'carId', type: 'text', label: 'Car id' },
                    { name: 'vehicleStatus', type: 'text', label: 'Car’s status when sent' },
                    { name: 'optIn', type: 'checkbox', label: 'Agreed to hear from the dealer', defaultValue: true },
                    { name: 'autogaugeEnabled', type: 'checkbox', label: 'Trade-in valuation offered', defaultValue: false },
                  ],
                },
                // Shown once, above the shopper's answers on the first tab (src/admin/leads/LeadAnswers.tsx).
                { name: 'message', type: 'textarea', label: 'Message', admin: { condition: () => false } },
              ],
            },
            {
              // What the shopper agreed to, in the words they saw (src/domain/privacy/consent.ts).
              name: 'consent',
              type: 'group',
              label: 'Consent as given',
              access: sent,
              admin: { readOnly: true, description: 'The marketing choice and the terms wording the form showed when the lead was sent.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'marketing', type: 'checkbox', label: 'Agreed to hear from the dealer' },
                    { name: 'termsAccepted', type: 'checkbox', label: 'Agreed to the terms' },
                    { name: 'version', type: 'text', label: 'Wording version' },
                    { name: 'recordedAt', type: 'date', label: 'Recorded', admin: { date: { pickerAppearance: 'dayAndTime' } } },
                  ],
                },
                { name: 'marketingWording', type: 'text', label: 'Marketing wording shown', admin: { description: 'Empty: the form showed no choice.' } },
                { name: 'termsWording', type: 'text', label: 'Terms wording shown' },
              ],
            },
          ],
        },
        {
          label: 'Trade-in',
          fields: [
            answers('tradeInAnswers', 'trade-in', 'Their car'),
            { name: 'valuation', type: 'json', label: 'Valuation', access: sent, admin: { readOnly: true, condition: (data) => Boolean(data?.valuation) } },
          ],
        },
        { label: 'Finance', fields: [answers('financeAnswers', 'finance', 'Finance answers')] },
        {
          label: 'Notes',
          fields: [
            {
              name: 'notes',
              type: 'array',
              label: 'Notes',
              labels: { singular: 'Note', plural: 'Notes' },
              access: worked,
              admin: {
                initCollapsed: false,
                // The history in the order it happened: no row is dragged elsewhere.
                isSortable: false,
                description: 'Calls, emails and visits with this shopper. Anyone working the lead adds notes; a note by someone else stays as written.',
                // Who wrote it and when; a note not yet saved shows its text.
                components: { RowLabel: labelFrom([['authorName', 'at'], 'text']) },
              },
              fields: [
                // Someone else's note shows as plain text (the server refuses changing it: hooks/workLead.ts).
                { name: 'text', type: 'textarea', required: true, maxLength: 4000, label: 'Note', admin: { components: { Field: '/src/admin/leads/NoteText.client#NoteText' } } },
                {
                  type: 'row',
                  fields: [
                    { name: 'authorName', type: 'text', label: 'By', access: sent, admin: { readOnly: true } },
                    { name: 'at', type: 'date', label: 'At', access: sent, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
                  ],
                },
                { name: 'author', type: 'relationship', relationTo: 'users', access: sent, ...systemRelation, admin: { hidden: true } },
              ],
            },
          ],
        },
        {
          label: 'History',
          fields: [
            {
              name: 'history',
              type: 'array',
              label: 'History',
              labels: { singular: 'Change', plural: 'Changes' },
              access: sent,
              admin: {
                readOnly: true,
                initCollapsed: false,
                isSortable: false,
                description: 'Every change of stage, assignee and dealership: who made it and when. Kept by the system.',
                components: { RowLabel: labelFrom([['change', 'from', 'to', 'byName', 'at']]) },
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'change', type: 'select', required: true, options: HISTORY_CHANGES.map((c) => ({ ...c })) },
                    { name: 'from', type: 'text' },
                    { name: 'to', type: 'text' },
                    { name: 'byName', type: 'text', label: 'By' },
                    { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Delivery',
          fields: [
            channelGroup('emailDelivery', 'Lead email (ADF/XML)'),
            channelGroup('webhookDelivery', 'Webhook'),
            channelGroup('autoReplyDelivery', 'Auto-reply to the shopper'),
            {
              name: 'deliveryAttempts',
              type: 'array',
              label: 'Delivery attempts',
              access: sent,
              admin: { readOnly: true, initCollapsed: false, components: { RowLabel: labelFrom([['channel', 'outcome', 'error']]) } },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'channel', type: 'select', required: true, options: [...DELIVERY_CHANNELS] },
                    { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
                    { name: 'outcome', type: 'select', required: true, options: ['sent', 'failed', 'skipped'] },
                    { name: 'error', type: 'text' },
                  ],
                },
              ],
            },
            // The delivery lease (see src/lib/leads/delivery/claim.ts): who is delivering now, until when.
            { name: 'deliveryClaimedUntil', type: 'date', access: sent, admin: { hidden: true } },
          ],
        },
        {
          label: 'Everything sent',
          fields: [
            { name: 'fields', type: 'json', label: 'Every submitted field', access: sent, admin: readOnly },
            {
              name: 'attribution',
              type: 'group',
              access: sent,
              admin: { readOnly: true },
              fields: [
                { name: 'sourcePage', type: 'text' },
                { name: 'visitedPages', type: 'json' },
                { name: 'linkedQueryParams', type: 'json' },
                { name: 'userAgent', type: 'text' },
                { name: 'referrer', type: 'text' },
                { name: 'firstTouch', type: 'json', label: 'First visit', admin: { description: 'How the shopper first found the site (within 90 days): landing page, referrer, campaign and click ids.' } },
                { name: 'lastTouch', type: 'json', label: 'Last visit', admin: { description: 'The visit that brought them back before this lead.' } },
                { name: 'gclid', type: 'text', label: 'Google click id', index: true },
              ],
            },
          ],
        },
      ],
    },
  ],
  timestamps: true,
}
