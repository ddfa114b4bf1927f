'use client'
/**
 * A shopper's email or phone on a lead or a reservation, as they sent it, and as a mail or call link
 * (src/domain/leads/contactLinks.ts decides what may be one): the inbox is worked from phones too.
 */
import { FieldLabel, useFormFields } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'

import { contactHref } from '@/domain/leads/contactLinks'

const LABELS = { email: 'Email', phone: 'Phone' } as const

export function ContactLink(props: TextFieldClientProps) {
  const value = useFormFields(([fields]) => fields[props.path]?.value)
  const text = typeof value === 'string' ? value.trim() : ''
  const kind = props.field.name === 'email' ? 'email' : 'phone'
  const href = text ? contactHref(kind, text) : null
  return (
    <div className="field-type" data-contact-link={kind}>
      <FieldLabel label={props.field.label || LABELS[kind]} path={props.path} as="span" />
      <p>{href ? <a href={href}>{text}</a> : text}</p>
    </div>
  )
}
