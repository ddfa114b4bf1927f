import { describe, expect, it } from 'vitest'

import { enquirySchema } from '@/domain/forms/enquiry'
import { testDriveSchema } from '@/domain/forms/testDrive'
import { consentVersion, formConsent, noChoiceConsent, SERVICE_TERMS_NOTE } from '@/domain/privacy/consent'
import { config, contact } from '../forms/fixtures'

const at = new Date('2026-12-07T10:00:00Z')

describe('marketing consent is never assumed on a form that asks', () => {
  it('a test drive sent without ticking the box has not agreed; ticking it agrees', () => {
    const untouched = testDriveSchema(config()).parse({ ...contact })
    expect(untouched.opt_in).toBe(false)
    expect(formConsent('test-drive', config(), untouched, at).marketing).toBe(false)
    const ticked = testDriveSchema(config()).parse({ ...contact, opt_in: true })
    expect(formConsent('test-drive', config(), ticked, at).marketing).toBe(true)
  })

  it('records the wording the shopper saw, the terms they agreed to and the time', () => {
    const withTerms = config({ termsAgreementRequired: true, termsLabel: 'I accept <a href="/t">the terms</a>.', marketingConsentLabel: 'Send me offers' })
    const fields = enquirySchema(withTerms, { general: false }).parse({ ...contact, message: 'Hi', terms_conditions: 'on' })
    expect(formConsent('enquiry', withTerms, fields, at)).toEqual({
      marketing: false,
      marketingWording: 'Send me offers',
      termsAccepted: true,
      termsWording: 'I accept <a href="/t">the terms</a>.',
      version: consentVersion('Send me offers', 'I accept <a href="/t">the terms</a>.'),
      recordedAt: '2026-12-07T10:00:00.000Z',
    })
  })

  it('a service booking records its terms note when shown, and no terms otherwise', () => {
    expect(formConsent('service', config({ serviceTermsNote: true }), {}, at)).toMatchObject({ termsAccepted: true, termsWording: SERVICE_TERMS_NOTE })
    expect(formConsent('service', config(), {}, at)).toMatchObject({ termsAccepted: null, termsWording: null })
  })

  it('the version follows the wording: the same words share one, new words get another', () => {
    const a = formConsent('enquiry', config(), {}, at).version
    expect(formConsent('trade-in', config(), {}, at).version).toBe(a)
    expect(formConsent('enquiry', config({ marketingConsentLabel: 'Keep me posted' }), {}, at).version).not.toBe(a)
    expect(consentVersion('a', 'bc')).not.toBe(consentVersion('ab', 'c'))
  })

  it('a lead raised where no choice is shown keeps the spec’s opt_in default and says no wording was shown', () => {
    expect(noChoiceConsent(at)).toMatchObject({ marketing: true, marketingWording: null, termsWording: null })
  })
})
