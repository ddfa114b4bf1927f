import { addDays, calendarDateIn, upcomingSpecialHours } from '@/domain/presence'
import { getTenantLocations } from '@/lib/site/locations'
import { formProps } from '@/components/forms/context'
import { FormSection } from '@/components/forms/FormSection'
import type { BlockProps } from '../types'
import { MultiStepForm } from './Lazy.client'

/** How far ahead the form knows a location's special hours (a preferred date further out is checked by the server). */
const SPECIAL_HOURS_DAYS = 120

export async function MultiStepFormComponent({ block, tenant }: BlockProps<'multiStepForm'>) {
  const props = await formProps(block, tenant)
  // Test drives happen where cars are sold: service and parts sites are not offered (unless the dealer
  // has no sales location at all). Each keeps its hours, so the form can refuse a closed day itself.
  const shown = new Set(props.locations.map((l) => l.id))
  const all = (await getTenantLocations(tenant)).filter((l) => shown.has(l.id))
  const sales = all.some((l) => l.type === 'sales') ? all.filter((l) => l.type === 'sales') : all
  const places = sales.map((l) => {
    // A day back, so a page cached since yesterday still knows today's special hours in every zone.
    const from = addDays(calendarDateIn(new Date(), l.timezone), -1)
    return { id: l.id, name: l.name, tz: l.timezone, weekly: l.openingHours, special: upcomingSpecialHours(from, l.specialHours, SPECIAL_HOURS_DAYS) }
  })
  return (
    <FormSection heading={props.heading} intro={props.intro} kind="multi-step">
      <MultiStepForm {...props} locations={sales.map((l) => ({ id: l.id, name: l.name }))} places={places} submitLabel={block.submitLabel ?? 'Book test drive'} />
    </FormSection>
  )
}
