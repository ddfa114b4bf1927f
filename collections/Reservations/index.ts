import type { CollectionConfig } from 'payload'

import { withFieldAccess } from '@/access/fieldAccess'
import { workedInReach } from '@/access/dealershipScope'
import { isStaffUser, isSuperAdmin, isSuperAdminField } from '@/access/roles'
import { guardTenantAssignment } from '@/access/tenantScoped'
import { noVersions } from '@/access/versions'
import { contactGroup } from '@/fields/contactGroup'
import { guardStatusChange, releaseOnCancel } from './hooks/cancelReservation'

const RESERVATION_STATUSES = [
  { label: 'Awaiting payment', value: 'pending' },
  { label: 'Active (car held)', value: 'active' },
  { label: 'Lapsed (hold expired)', value: 'expired' },
  { label: 'Cancelled by the dealer', value: 'cancelled' },
  { label: 'Refused (car no longer available)', value: 'refused' },
  { label: 'Abandoned (never paid)', value: 'abandoned' },
] as const

/** Relationship pickers of records sales staff can't read are shown to staff only. */
const staffOnlyView = (_: unknown, __: unknown, { user }: { user?: unknown }) => isStaffUser(user)
/** The car by name, linked to its page, for sales staff too (who may not read stock): see src/admin/leads/LeadVehicle.tsx. */
const LEAD_VEHICLE = '/src/admin/leads/LeadVehicle#LeadVehicle'
/** System-written relationships: not checked by reading the related record as the user (sales may not read cars or customers). */
const systemRelation = { validate: () => true as const }

/**
 * A refundable deposit holding a car. Created pending when the shopper goes to the hosted checkout;
 * becomes active when the payment succeeds (the car turns Reserved), then lapses at `heldUntil` or when
 * the dealer cancels it (both refund the deposit through the payment adapter).
 * The database allows at most one active reservation per car (a partial unique index in the
 * migration), which is what settles two payments racing for one car.
 */
export const Reservations: CollectionConfig = {
  slug: 'reservations',
  labels: { singular: 'Reservation', plural: 'Reservations' },
  admin: { group: 'Leads', useAsTitle: 'reference', defaultColumns: ['reference', 'vehicle', 'status', 'depositCents', 'heldUntil'] },
  // Staff and sales staff work reservations (cancel one to release the car); only the status changes
  // through the API, everything else is the payment's record, written by the system. Super-admins
  // (support) may correct a record, e.g. a hold's end (tests/e2e/reservation.spec.ts lapses one so).
  // A sales person limited to some rooftops sees the reservations of their cars only (the car's location's dealership).
  access: { read: workedInReach('vehicle.location.dealership'), create: () => false, update: workedInReach('vehicle.location.dealership'), delete: isSuperAdmin, ...noVersions },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [guardTenantAssignment, guardStatusChange], afterChange: [releaseOnCancel] },
  fields: withFieldAccess([
    { name: 'reference', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'vehicle', type: 'relationship', relationTo: 'vehicles', required: true, index: true, ...systemRelation, admin: { readOnly: true, components: { Field: LEAD_VEHICLE, Cell: '/src/admin/leads/VehicleCell#VehicleCell' } } },
        { name: 'customer', type: 'relationship', relationTo: 'customers', ...systemRelation, admin: { readOnly: true, condition: staffOnlyView } },
      ],
    },

    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: RESERVATION_STATUSES.map((s) => ({ ...s })),
      admin: { position: 'sidebar', description: 'Set to Cancelled to release the car and refund the deposit.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'depositCents', type: 'number', required: true, label: 'Deposit (cents)', admin: { readOnly: true } },
        { name: 'heldUntil', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    contactGroup,
    {
      name: 'payment',
      type: 'group',
      admin: { readOnly: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'checkoutSessionId', type: 'text', index: true },
            { name: 'paymentId', type: 'text' },
            { name: 'paidAt', type: 'date' },
            { name: 'refundId', type: 'text' },
            { name: 'refundedAt', type: 'date' },
          ],
        },
      ],
    },
    { name: 'lead', type: 'relationship', relationTo: 'leads', ...systemRelation, admin: { readOnly: true } },
    // Where the shopper came from (src/domain/marketing/touch.ts), handed to the reservation's lead once paid.
    { name: 'touches', type: 'json', label: 'Where the shopper came from', admin: { readOnly: true, condition: staffOnlyView } },
    { name: 'endedAt', type: 'date', admin: { readOnly: true, position: 'sidebar' } },
  ], { update: isSuperAdminField }, ['status']),
  timestamps: true,
}
