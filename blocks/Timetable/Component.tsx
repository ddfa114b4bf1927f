import type { BlockProps } from '../types'
import './Timetable.css'

/**
 * A small times table (the service page's drop-off and pick-up times): a real table whose caption is
 * the section heading, one row header per row, and an optional note below.
 */
export function TimetableComponent({ block }: BlockProps<'timetable'>) {
  const rows = (block.rows ?? []).filter((r) => r.label?.trim() && r.times?.trim())
  if (rows.length === 0) return null
  return (
    <section className="timetable container">
      <table className="timetable__table">
        <caption className="timetable__caption">
          <h2 className="timetable__heading">{block.heading?.trim() || 'Drop-off and pick-up times'}</h2>
        </caption>
        <tbody>
          {rows.map((row, i) => (
            <tr key={row.id ?? i}>
              <th scope="row">{row.label}</th>
              <td>{row.times}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {block.note ? <p className="timetable__note">{block.note}</p> : null}
    </section>
  )
}
