'use client'
/**
 * A page block's header in the admin (issue 17): its number and type, as Payload shows them, then what
 * the block says (its heading, caption, first line of text...) where Payload shows "Untitled". Which
 * fields to read comes from the block's config (blockLabelFrom in ./index).
 */
import { Pill, useConfig, useRowLabel, useTranslation } from '@payloadcms/ui'
import type { BlocksFieldClient, ClientBlock } from 'payload'

import type { LabelClientProps } from './index'
import { type LabelFieldLike, labelFromData, translated } from './labelText'

type Props = Partial<LabelClientProps> & { field?: BlocksFieldClient }

export function BlockRowLabel({ labelFields, field }: Props) {
  const { data, rowNumber } = useRowLabel<{ blockType?: string } & Record<string, unknown>>()
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const blockType = data?.blockType ?? ''
  const block: ClientBlock | undefined =
    field?.blocks?.find((b): b is ClientBlock => typeof b === 'object' && b.slug === blockType) ?? (config.blocksMap as Record<string, ClientBlock> | undefined)?.[blockType]
  const name = translated(block?.labels?.singular, i18n.language) || blockType
  const text = labelFromData(data, labelFields ?? [], block?.fields as LabelFieldLike[] | undefined, i18n.language)
  return (
    <>
      <span className="blocks-field__block-number">{String((rowNumber ?? 0) + 1).padStart(2, '0')}</span>
      <Pill className={`blocks-field__block-pill blocks-field__block-pill-${blockType}`} pillStyle="white" size="small">
        {name}
      </Pill>
      {text ? (
        <span className="blocks-field__block-summary" style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', pointerEvents: 'none' }}>
          {text}
        </span>
      ) : null}
    </>
  )
}
