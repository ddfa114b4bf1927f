/**
 * "Leads by source" on the dashboard (issue 37): each source, medium and campaign's leads week by
 * week, newest week last, each row linking to those leads in the inbox. The figures come from
 * src/lib/dashboard/sources.ts.
 */
import { adminListUrl, type WhereValue } from '@/domain/dashboard/listUrl'
import type { SourceRow, SourcesPanel } from '@/lib/dashboard/sources'
import { Section } from './Section'

const weekLabel = (monday: string) => {
  const [y, m, d] = monday.split('-').map(Number) as [number, number, number]
  return new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)))
}

/** The inbox filtered to one row's leads (a lead from before sources were recorded has none). */
function rowWhere(row: SourceRow): { [key: string]: WhereValue } {
  if (row.source === '(not recorded)') return { source: { exists: false } }
  const parts: { [key: string]: WhereValue }[] = [{ source: { equals: row.source } }]
  parts.push(row.medium ? { medium: { equals: row.medium } } : { medium: { exists: false } })
  parts.push(row.campaign ? { campaign: { equals: row.campaign } } : { campaign: { exists: false } })
  return { and: parts }
}

export function SourcesSection({ data, admin }: { data: SourcesPanel; admin: string }) {
  const table =
    data.rows.length === 0 ? (
      <p className="fc-dash__empty">No leads in the last {data.weeks.length} weeks.</p>
    ) : (
      <div className="fc-dash__scroll">
        <table className="fc-dash__table">
          <caption>Leads per week, by where the shopper came from before the lead (the week starting)</caption>
          <thead>
            <tr>
              <th scope="col">Source / medium</th>
              <th scope="col">Campaign</th>
              {data.weeks.map((w) => (
                <th scope="col" key={w}>
                  {weekLabel(w)}
                </th>
              ))}
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((r) => (
              <tr key={`${r.source}|${r.medium}|${r.campaign}`} data-row={`${r.source} / ${r.medium}`}>
                <th scope="row">
                  <a href={adminListUrl(admin, 'leads', rowWhere(r))}>{r.medium ? `${r.source} / ${r.medium}` : r.source}</a>
                </th>
                <td>{r.campaign}</td>
                {r.perWeek.map((n, i) => (
                  <td key={data.weeks[i]}>{n}</td>
                ))}
                <td>{r.total}</td>
              </tr>
            ))}
            {data.others ? (
              <tr data-row="others">
                <th scope="row">Others</th>
                <td />
                {data.others.map((n, i) => (
                  <td key={data.weeks[i]}>{n}</td>
                ))}
                <td>{data.others.reduce((a, b) => a + b, 0)}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    )
  return (
    <Section id="sources" wide title="Leads by source" intro="Where each lead’s shopper came from: a campaign’s UTM tags, an ad click (Google, Meta, Microsoft), a search engine, another site, or direct.">
      {table}
    </Section>
  )
}
