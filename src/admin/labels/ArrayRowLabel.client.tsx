'use client'
/**
 * An array row's header in the admin (issue 17): what the row says (a button's label, an FAQ's
 * question...) instead of "Row 01". Which fields to read comes from the config (labelFrom in ./index);
 * with none filled in, the row's type and number, as Payload shows it.
 */
import { useRowLabel, useTranslation } from '@payloadcms/ui'
import type { ArrayFieldClient } from 'payload'

import type { LabelClientProps } from './index'
import { type LabelFieldLike, labelFromData, numberedLabel, translated } from './labelText'

type Props = Partial<LabelClientProps> & { field?: ArrayFieldClient }

export function ArrayRowLabel({ labelFields, field }: Props) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const { i18n } = useTranslation()
  const text = labelFromData(data, labelFields ?? [], field?.fields as LabelFieldLike[] | undefined, i18n.language)
  return (
    <span className="row-label" style={{ pointerEvents: 'none' }}>
      {text || numberedLabel(translated(field?.labels?.singular, i18n.language), rowNumber)}
    </span>
  )
}
