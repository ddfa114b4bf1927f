/**
 * The dashboard's charts (issue 18), drawn on the server as SVG: no chart library, no client script.
 * Each chart is an image with a text alternative (role="img" and a label that says what it shows) and
 * its numbers in a table under "Show the numbers" for anyone who would rather read, or cannot see it.
 * Colour is never the only signal: the leads chart is one labelled row per form, and each vital's
 * points have a shape per rating (circle good, square needs improvement, triangle poor) on bands that
 * are labelled in words.
 */
import { shortDay, weekday } from '@/domain/dashboard/days'
import { axisMax, linearScale } from '@/domain/dashboard/scale'
import { RATING_LABELS, VITAL_LABELS, VITAL_THRESHOLDS, formatVital, rateVital, type VitalMetric, type VitalRating } from '@/domain/dashboard/vitals'

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-AU')} ${n === 1 ? one : many}`

// --- leads per day, one row per form ------------------------------------------------------------------

type LeadsPerDayProps = { days: string[]; perDay: { day: string; form: string; count: number }[]; formLabel: (form: string) => string }

export function LeadsPerDayChart({ days, perDay, formLabel }: LeadsPerDayProps) {
  const forms = [...new Set(perDay.map((p) => p.form))]
  const counts = new Map(perDay.map((p) => [`${p.form}|${p.day}`, p.count]))
  const totals = new Map(forms.map((f) => [f, days.reduce((sum, d) => sum + (counts.get(`${f}|${d}`) ?? 0), 0)]))
  forms.sort((a, b) => totals.get(b)! - totals.get(a)! || a.localeCompare(b))
  if (forms.length === 0) return <p className="fc-dash__empty">No leads in the last 30 days.</p>
  const max = Math.max(1, ...perDay.map((p) => p.count))
  const { top } = axisMax(max, [], 2)
  const width = 300
  const height = 36
  const x = linearScale([0, days.length], [0, width])
  const y = linearScale([0, top], [height, 2])
  const barWidth = Math.max(1, width / days.length - 2)
  return (
    <figure className="fc-dash__figure">
      <figcaption className="fc-dash__figcaption">Leads per day over the last 30 days, by form (each row to the same scale: the tallest bar is {plural(max, 'lead')})</figcaption>
      <div className="fc-dash__multiples">
        {forms.map((form) => {
          const busiest = days.reduce((best, d) => ((counts.get(`${form}|${d}`) ?? 0) > (counts.get(`${form}|${best}`) ?? 0) ? d : best), days[0]!)
          return (
            <div className="fc-dash__multiple" key={form}>
              <span className="fc-dash__multiple-label">{formLabel(form)}</span>
              <svg
                className="fc-dash__spark"
                viewBox={`0 0 ${width} ${height}`}
                preserveAspectRatio="none"
                role="img"
                aria-label={`${formLabel(form)}: ${plural(totals.get(form)!, 'lead')} in 30 days, most on ${shortDay(busiest)} (${counts.get(`${form}|${busiest}`) ?? 0})`}
              >
                <line className="fc-dash__baseline" x1={0} x2={width} y1={height - 0.5} y2={height - 0.5} />
                {days.map((d, i) => {
                  const n = counts.get(`${form}|${d}`) ?? 0
                  if (n === 0) return null
                  return (
                    <rect key={d} className="fc-dash__bar" x={x(i) + 1} width={barWidth} y={y(n)} height={height - y(n)}>
                      <title>{`${shortDay(d)}: ${plural(n, 'lead')}`}</title>
                    </rect>
                  )
                })}
              </svg>
              <span className="fc-dash__multiple-total">{totals.get(form)!.toLocaleString('en-AU')}</span>
            </div>
          )
        })}
        <div className="fc-dash__multiple fc-dash__multiple--axis" aria-hidden="true">
          <span />
          <span className="fc-dash__axis-days">
            <span>{shortDay(days[0]!)}</span>
            <span>{shortDay(days[Math.floor(days.length / 2)]!)}</span>
            <span>Today</span>
          </span>
          <span />
        </div>
      </div>
      <details className="fc-dash__numbers">
        <summary>Show the numbers</summary>
        <div className="fc-dash__scroll">
          <table className="fc-dash__table">
            <caption>Leads per day and form, last 30 days</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                {forms.map((f) => (
                  <th scope="col" key={f}>
                    {formLabel(f)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d}>
                  <th scope="row">{shortDay(d)}</th>
                  {forms.map((f) => (
                    <td key={f}>{counts.get(`${f}|${d}`) ?? 0}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}

// --- a vital's p75 per day against its thresholds ----------------------------------------------------------

function Marker({ rating, cx, cy }: { rating: VitalRating; cx: number; cy: number }) {
  const className = `fc-dash__marker fc-dash__marker--${rating}`
  if (rating === 'good') return <circle className={className} cx={cx} cy={cy} r={4} />
  if (rating === 'needs-improvement') return <rect className={className} x={cx - 4} y={cy - 4} width={8} height={8} />
  return <polygon className={className} points={`${cx},${cy - 5} ${cx + 5},${cy + 4} ${cx - 5},${cy + 4}`} />
}

type VitalChartProps = { metric: VitalMetric; days: string[]; points: { day: string; p75: number; count: number }[] }

export function VitalPerDayChart({ metric, days, points }: VitalChartProps) {
  const [good, poor] = VITAL_THRESHOLDS[metric]
  const byDay = new Map(points.map((p) => [p.day, p]))
  const width = 320
  const height = 170
  const pad = { left: 46, right: 8, top: 8, bottom: 22 }
  const { ticks, top } = axisMax(Math.max(0, ...points.map((p) => p.p75)), [poor * 1.2], 4)
  const x = linearScale([0, Math.max(1, days.length - 1)], [pad.left + 10, width - pad.right - 10])
  const y = linearScale([0, top], [height - pad.bottom, pad.top])
  const label = VITAL_LABELS[metric]
  const seen = days.map((d, i) => ({ d, i, p: byDay.get(d) })).filter((r): r is { d: string; i: number; p: NonNullable<typeof r.p> } => Boolean(r.p))
  const summary =
    seen.length === 0
      ? `${label.long}: no measurements in the last 7 days`
      : `${label.long}, 75th percentile per day: ${seen.map(({ d, p }) => `${shortDay(d)} ${formatVital(metric, p.p75)} (${RATING_LABELS[rateVital(metric, p.p75)].toLowerCase()})`).join('; ')}. Good is at most ${formatVital(metric, good)}, poor is over ${formatVital(metric, poor)}.`
  const band = (from: number, to: number) => ({ y: y(Math.min(to, top)), height: Math.max(0, y(from) - y(Math.min(to, top))) })
  return (
    <figure className="fc-dash__figure fc-dash__vital-chart">
      <figcaption className="fc-dash__figcaption">
        <strong>{label.short}</strong> {label.long}, 75th percentile per day
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={summary} className="fc-dash__chart">
        <rect className="fc-dash__band fc-dash__band--good" x={pad.left} width={width - pad.left - pad.right} {...band(0, good)} />
        <rect className="fc-dash__band fc-dash__band--needs-improvement" x={pad.left} width={width - pad.left - pad.right} {...band(good, poor)} />
        <rect className="fc-dash__band fc-dash__band--poor" x={pad.left} width={width - pad.left - pad.right} {...band(poor, top)} />
        <text className="fc-dash__band-label" x={width - pad.right - 4} y={y(0) - 4} textAnchor="end">
          Good
        </text>
        <text className="fc-dash__band-label" x={width - pad.right - 4} y={y(good) - 4} textAnchor="end">
          Needs improvement
        </text>
        <text className="fc-dash__band-label" x={width - pad.right - 4} y={y(poor) - 4} textAnchor="end">
          Poor
        </text>
        {ticks.map((t) => (
          <g key={t}>
            <line className="fc-dash__gridline" x1={pad.left} x2={width - pad.right} y1={y(t)} y2={y(t)} />
            <text className="fc-dash__tick" x={pad.left - 4} y={y(t) + 3} textAnchor="end">
              {formatVital(metric, t)}
            </text>
          </g>
        ))}
        {days.map((d, i) => (
          <text key={d} className="fc-dash__tick" x={x(i)} y={height - 6} textAnchor="middle">
            {i === days.length - 1 ? 'Today' : weekday(d)}
          </text>
        ))}
        {seen.length > 1 ? <polyline className="fc-dash__line" points={seen.map(({ i, p }) => `${x(i)},${y(Math.min(p.p75, top))}`).join(' ')} /> : null}
        {seen.map(({ d, i, p }) => (
          <g key={d}>
            <Marker rating={rateVital(metric, p.p75)} cx={x(i)} cy={y(Math.min(p.p75, top))} />
            <title>{`${shortDay(d)}: ${formatVital(metric, p.p75)}, ${RATING_LABELS[rateVital(metric, p.p75)]} (${plural(p.count, 'measurement')})`}</title>
          </g>
        ))}
      </svg>
      <details className="fc-dash__numbers">
        <summary>Show the numbers</summary>
        <table className="fc-dash__table">
          <caption>{label.long} (75th percentile) per day, last 7 days</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">75th percentile</th>
              <th scope="col">Rating</th>
              <th scope="col">Measurements</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => {
              const p = byDay.get(d)
              return (
                <tr key={d}>
                  <th scope="row">{shortDay(d)}</th>
                  <td>{p ? formatVital(metric, p.p75) : '–'}</td>
                  <td>{p ? RATING_LABELS[rateVital(metric, p.p75)] : 'No data'}</td>
                  <td>{p ? p.count.toLocaleString('en-AU') : 0}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
