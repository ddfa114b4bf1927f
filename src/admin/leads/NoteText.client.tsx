'use client'
/**
 * A lead note's text in the admin (issue 33). Notes are a lead's contact history: the writer (or a
 * super-admin) changes their own, and a note by anyone else is shown as written, as plain text with no
 * text box; its row also loses the menu that would remove or duplicate it (notes.css), since the save
 * would be refused. src/domain/leads/notes.ts (mayEditNote) decides, here and on the server.
 */
import { FieldLabel, TextareaField, useAuth, useFormFields } from '@payloadcms/ui'
import type { TextareaFieldClientProps } from 'payload'

import { isSuperAdminUser } from '@/access/roles'
import { mayEditNote } from '@/domain/leads/notes'
import './notes.css'

export function NoteText(props: TextareaFieldClientProps) {
  const row = props.path.slice(0, props.path.lastIndexOf('.'))
  const { user } = useAuth()
  const author = useFormFields(([fields]) => fields[`${row}.author`]?.value)
  const at = useFormFields(([fields]) => fields[`${row}.at`]?.value)
  const text = useFormFields(([fields]) => fields[props.path]?.value)
  const editable = mayEditNote({ author, at: typeof at === 'string' ? at : null }, user?.id ?? null, isSuperAdminUser(user))
  if (editable) return <TextareaField {...props} />
  return (
    <div className="field-type lead-note lead-note--read-only" data-note-read-only="">
      <FieldLabel label={props.field.label} path={props.path} as="span" />
      <p className="lead-note__text">{typeof text === 'string' ? text : ''}</p>
    </div>
  )
}
