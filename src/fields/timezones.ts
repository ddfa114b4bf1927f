/** The Australian time zones dealers trade in, for location clocks and dated promotions. */
export const AU_TIME_ZONES = [
  { label: 'Brisbane (AEST, no daylight saving)', value: 'Australia/Brisbane' },
  { label: 'Sydney / Canberra (AEST/AEDT)', value: 'Australia/Sydney' },
  { label: 'Melbourne (AEST/AEDT)', value: 'Australia/Melbourne' },
  { label: 'Hobart (AEST/AEDT)', value: 'Australia/Hobart' },
  { label: 'Adelaide / Broken Hill (ACST/ACDT)', value: 'Australia/Adelaide' },
  { label: 'Darwin (ACST, no daylight saving)', value: 'Australia/Darwin' },
  { label: 'Perth (AWST)', value: 'Australia/Perth' },
] as const

export type AuTimeZone = (typeof AU_TIME_ZONES)[number]['value']

export const DEFAULT_TIME_ZONE: AuTimeZone = 'Australia/Brisbane'

/**
 * Date-only pickers with a zone: Payload stores the picked day as noon in that zone, so the day can
 * be read back exactly in any zone the marketer chose (see src/domain/presence/timezone.ts).
 */
export const dayInZone = (defaultTimezone: AuTimeZone = DEFAULT_TIME_ZONE) => ({
  timezone: { defaultTimezone, supportedTimezones: AU_TIME_ZONES.map((z) => ({ label: z.label, value: z.value })) },
  admin: { date: { pickerAppearance: 'dayOnly' as const, displayFormat: 'd MMM yyyy' } },
})

export const HH_MM_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/
