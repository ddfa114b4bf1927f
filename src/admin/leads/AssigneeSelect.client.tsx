'use client'
/** The select behind AssigneeField: writes the chosen user's id into the lead's `assignee`. */
import { useField } from '@payloadcms/ui'

import { relationId } from '@/domain/relationId'

export type AssigneeOption = { value: number; label: string }

type Props = { path: string; options: AssigneeOption[]; readOnly: boolean; currentName: string | null }

export function AssigneeSelect({ path, options, readOnly, currentName }: Props) {
  const { value, setValue } = useField<number | null>({ path })
  const current = relationId(value)
  const known = current === null || options.some((o) => o.value === current)
  return (
    <div className="field-type assignee-field" style={{ marginBottom: 'var(--base)' }}>
      <label className="field-label" htmlFor="field-assignee">
        Assigned to
      </label>
      <select
        id="field-assignee"
        name="assignee"
        value={current ?? ''}
        disabled={readOnly}
        onChange={(e) => setValue(e.target.value ? Number(e.target.value) : null)}
        style={{ width: '100%', padding: '0.5rem', borderRadius: 'var(--style-radius-s)', border: '1px solid var(--theme-elevation-150)', background: 'var(--theme-input-bg)', color: 'var(--theme-text)' }}
      >
        <option value="">Nobody yet</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {known ? null : <option value={current!}>{currentName ?? `User ${current}`} (no longer at this dealer)</option>}
      </select>
    </div>
  )
}
