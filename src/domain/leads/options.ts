/** The fixed option lists of the leads collection (shared by the collection, the API and the jobs). */

/** The forms a shopper sends through the lead API (POST /api/leads). */
export const LEAD_API_FORMS = ['enquiry', 'test-drive', 'service', 'trade-in', 'instant-offer'] as const
export type LeadApiForm = (typeof LEAD_API_FORMS)[number]
/** Every form a lead comes from: the lead API's, and the reservation and online purchase (their own endpoints). */
const LEAD_FORMS = [...LEAD_API_FORMS, 'reservation', 'online-purchase'] as const
type LeadForm = (typeof LEAD_FORMS)[number]

/** Each form in words, as the inbox shows it ("Online purchase", not `online-purchase`). */
export const LEAD_FORM_LABELS: Record<LeadForm, string> = {
  enquiry: 'Enquiry',
  'test-drive': 'Test drive',
  service: 'Service booking',
  'trade-in': 'Trade-in',
  'instant-offer': 'Instant offer',
  reservation: 'Reservation',
  'online-purchase': 'Online purchase',
}

export const LEAD_FORM_OPTIONS = LEAD_FORMS.map((value) => ({ label: LEAD_FORM_LABELS[value], value }))

/**
 * in-progress: a multi-call flow (trade-in) that the shopper has not finished; stored, not delivered.
 * received: stored with its delivery job. delivering: a delivery attempt is running or will retry.
 * delivered: every channel succeeded. failed: the last retry failed (dead letter: staff must act).
 */
export const LEAD_STATUSES = [
  { label: 'In progress (not finished by the shopper)', value: 'in-progress' },
  { label: 'Received', value: 'received' },
  { label: 'Delivering (retrying)', value: 'delivering' },
  { label: 'Delivered', value: 'delivered' },
  { label: 'Failed (dead letter)', value: 'failed' },
] as const

export const DELIVERY_CHANNELS = ['email', 'webhook', 'autoReply'] as const
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number]

/** Per-channel state on the lead: what a rerun of the job must not do again. */
export const CHANNEL_STATES = ['pending', 'sent', 'skipped', 'failed'] as const
export type ChannelState = (typeof CHANNEL_STATES)[number]
