'use client'
/** The 'Holiday hours' button and dialog: the coming special hours of one location. */
import { formatSpecialHours, type SpecialHours } from '@/domain/presence/specialHours'
import { ModalDialog } from './ModalDialog.client'

export function HolidayHours({ entries, locationName }: { entries: SpecialHours[]; locationName: string }) {
  return (
    <ModalDialog title={`Holiday hours: ${locationName}`} triggerLabel="Holiday hours" triggerClassName="button button--secondary loc-hours__holiday">
      <table className="loc-hours__table loc-holidays">
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Date</th>
            <th scope="col">Hours</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const shown = formatSpecialHours(entry)
            return (
              <tr key={`${entry.id ?? ''}${entry.date}`}>
                <th scope="row">{shown.label ?? 'Special hours'}</th>
                <td>{shown.dates}</td>
                <td>{shown.hours}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </ModalDialog>
  )
}
