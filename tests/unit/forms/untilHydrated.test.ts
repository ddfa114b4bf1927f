/**
 * The form kit in the server's HTML: fields take no input and the submit button is disabled until React
 * has hydrated the form (src/components/forms/fields.client.tsx), so nothing a shopper types early is
 * lost and an early press cannot send the form as a GET with their details in the address. That they
 * take input once hydrated, every form's browser test shows (tests/e2e/forms.spec.ts fills and sends).
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { CheckboxField, RadioGroup, SelectField, TextAreaField, TextField } from '@/components/forms/fields.client'
import { SubmitButton } from '@/components/forms/feedback.client'

const common = { formId: 'f', label: 'Label', onChange: () => undefined }
const options = [{ value: 'a', label: 'A' }]

describe('the form kit before hydration', () => {
  it('renders text fields read-only and choices disabled', () => {
    expect(renderToStaticMarkup(createElement(TextField, { ...common, name: 'first_name', value: '' }))).toMatch(/<input[^>]* readOnly=""/)
    expect(renderToStaticMarkup(createElement(TextAreaField, { ...common, name: 'message', value: '' }))).toMatch(/<textarea[^>]* readOnly=""/)
    expect(renderToStaticMarkup(createElement(SelectField, { ...common, name: 'make', value: '', options }))).toMatch(/<select[^>]* disabled=""/)
    expect(renderToStaticMarkup(createElement(RadioGroup, { ...common, name: 'when', value: '', options }))).toMatch(/<fieldset[^>]* disabled=""/)
    expect(renderToStaticMarkup(createElement(CheckboxField, { ...common, name: 'opt_in', label: 'Yes', checked: false }))).toMatch(/<input[^>]* disabled=""/)
  })

  it('renders the submit button disabled, and not busy', () => {
    const html = renderToStaticMarkup(createElement(SubmitButton, { submitting: false, label: 'Send' }))
    expect(html).toMatch(/<button type="submit"[^>]* disabled=""/)
    expect(html).not.toContain('aria-busy')
  })
})
