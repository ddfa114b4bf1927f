import type { SiteTenant } from '@/lib/site/tenant'
import { scriptsToLoad, tagPolicySources } from '@/domain/marketing/tags'
import { loadedTag } from '@/domain/marketing/tagCost'
import { CONSENT_DAYS, CONSENT_STORAGE_KEY } from '@/domain/marketing/consent'
import { CONVERSION_CURRENCY } from '@/domain/marketing/conversions'
import { TAG_SOURCES_META, tagSourcesContent } from '@/domain/security/headFramePolicy'
import type { TagsConfig } from '@/lib/tags/browser'
import { dealerDataLayer } from '@/lib/events/dataLayer'
import { ConsentBanner } from './ConsentBanner.client'
import { CHOICE_ATTR, LIVE_FLAG } from './openConsent'
import { MarketingTags } from './MarketingTags.client'
import './consent.css'

/**
 * The banner's script, run where it stands in the page (our own, given this answer's nonce):
 * - it marks the document before its first paint when the shopper has already chosen, so the banner's
 *   CSS hides it without a flash (the same test as parseConsent in src/domain/marketing/consent.ts);
 * - until the banner's code has hydrated (it sets LIVE_FLAG), it answers Accept all and Necessary only
 *   itself, so a shopper who taps one as the page appears is not ignored: the choice is stored as the
 *   banner would store it, and the tags' loader reads it when it starts.
 * Kept tiny: it is in every page of a site with tags.
 */
const CHOSEN_SCRIPT = `(function(){var k=${JSON.stringify(CONSENT_STORAGE_KEY)},d=document.documentElement;try{var c=JSON.parse(localStorage.getItem(k)||'null'),t=c&&Date.parse(c.at);if(typeof c.analytics==='boolean'&&typeof c.marketing==='boolean'&&t<=Date.now()&&Date.now()-t<=${CONSENT_DAYS * 86_400_000})d.dataset.consent='chosen'}catch(e){}
document.addEventListener('click',function(e){var b=e.target&&e.target.closest&&e.target.closest('[${CHOICE_ATTR}]');if(!b||window.${LIVE_FLAG})return;var all=b.getAttribute('${CHOICE_ATTR}')==='all';try{localStorage.setItem(k,JSON.stringify({analytics:all,marketing:all&&navigator.globalPrivacyControl!==true,at:new Date().toISOString()}))}catch(x){}d.dataset.consent='chosen'})})()`

/**
 * A dealer's marketing tags and consent banner (issue 37), when it has a tag switched on: the tags'
 * origins for the page's policy (the server lifts the meta into its header), the banner, and the
 * loader. A dealer with no tags gets none of it: no banner asks about nothing.
 */
export function SiteTags({ tenant }: { tenant: SiteTenant }) {
  const settings = tenant.settings
  const tags = tenant.tags
  if (tags.length === 0) return null
  const config: TagsConfig = {
    tags,
    mode: settings.consentMode,
    dataLayerName: dealerDataLayer(settings).name,
    conversions: {
      googleAdsId: settings.googleAdsId,
      labels: { lead: settings.googleAdsLeadLabel, testDrive: settings.googleAdsTestDriveLabel, reservation: settings.googleAdsReservationLabel },
      values: { lead: settings.googleAdsLeadValue, testDrive: settings.googleAdsTestDriveValue, reservation: settings.googleAdsReservationValue },
      currency: CONVERSION_CURRENCY,
    },
    measured: scriptsToLoad(tags).map(loadedTag),
  }
  const texts = {
    title: settings.consentTitle,
    text: settings.consentText,
    noticeText: settings.consentNoticeText,
    accept: settings.consentAcceptLabel,
    reject: settings.consentRejectLabel,
    save: settings.consentSaveLabel,
  }
  return (
    <>
      <meta name={TAG_SOURCES_META} content={tagSourcesContent(tagPolicySources(tags))} />
      <script dangerouslySetInnerHTML={{ __html: CHOSEN_SCRIPT }} />
      <ConsentBanner mode={settings.consentMode} texts={texts} />
      <MarketingTags config={config} quietSeconds={settings.tagsStartAfterSeconds} />
    </>
  )
}
