'use client'
/**
 * A location's Opening Hours: today's status ('Open now · closes 5:30pm'), the table (Mon - Fri
 * grouped when identical, this week's special hours under their weekday) and, when holidays are
 * coming up, the Holiday hours dialog. Renders nothing when the location has no hours.
 */
import { useId } from 'react'

// The modules themselves, not the presence barrel: a client chunk would carry every module it re-exports.
import { openStatus } from '@/domain/presence/openNow'
import { upcomingSpecialHours } from '@/domain/presence/specialHours'
import { calendarDateIn, zoneAt } from '@/domain/presence/timezone'
import { HolidayHours } from './HolidayHours.client'
import { hoursTableRows, type HoursData } from './hoursView'
import { useNow } from './useNow.client'

type Props = {
  hours: HoursData
  /** The table's visible title. */
  title?: string
  /** h2 on a page section, h3 inside a card. */
  headingLevel?: 2 | 3 | 4
}

export function OpeningHours({ hours, title = 'Opening Hours', headingLevel = 3 }: Props) {
  const now = useNow()
  const headingId = `hours${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  // The offset in force now, sent by the server: the same wall clock without building an Intl formatter.
  const zone = now ? zoneAt(hours.timezone, hours.offsets, now.getTime()) : hours.timezone
  const today = now ? calendarDateIn(now, zone) : null
  const rows = hoursTableRows(hours.weekly, hours.special, today)
  if (rows.length === 0) return null
  const status = now ? openStatus(now, zone, hours.weekly, hours.special) : null
  // Before the browser's date is known, the page's own (the server's render): the button is then in the
  // first paint, and only a holiday that ended since the page was made takes it away.
  const datedBy = today ?? hours.renderedOn
  const upcoming = datedBy ? upcomingSpecialHours(datedBy, hours.special) : []
  const Heading = `h${headingLevel}` as const

  return (
    <div className="loc-hours">
      <div className="loc-hours__head">
        <Heading id={headingId} className="loc-hours__title">
          {title}
        </Heading>
        {/* Its line is kept while the status waits for the browser's clock, so nothing moves when it comes. */}
        <p className="loc-hours__status" data-open={status ? status.open : undefined}>
          {status ? status.label : '\u00a0'}
        </p>
      </div>
      <table className="loc-hours__table" aria-labelledby={headingId}>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.special ? 'loc-hours__special' : undefined} data-today={row.today || undefined}>
              <th scope="row">
                {row.label}
                {row.today ? <span className="visually-hidden"> (today)</span> : null}
              </th>
              <td>{row.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {upcoming.length > 0 ? <HolidayHours entries={upcoming} locationName={hours.name} /> : null}
    </div>
  )
}
