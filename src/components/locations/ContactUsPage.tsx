/**
 * /contact-us/{slug}: one site's departments (the locations whose name without Sales/Service/Parts
 * gives the slug). The header's Department drop-down switches their hours; each department keeps
 * its own card (phone, Email us); the enquiry form offers only these locations (one: preselected).
 */
import { EnquiryForm } from '../forms/enquiry/EnquiryForm.client'
import { FormSection } from '../forms/FormSection'
import { getPublishedPage } from '@/lib/site/content'
import type { SiteTenant } from '@/lib/site/tenant'
import { Breadcrumbs } from '@/components/Breadcrumbs'
import { locationFormProps } from './formProps'
import { LocationDetailView } from './LocationDetailView'
import { LocationsGrid } from './LocationsGrid'
import type { LocationView } from '@/domain/presence/locationView'
import './locations.css'

export async function ContactUsPage({ tenant, locations }: { tenant: SiteTenant; locations: LocationView[] }) {
  const main = locations[0]!
  const contactPage = await getPublishedPage(tenant.id, 'contact')
  const crumbs = [{ label: 'Home', href: '/' }, { label: 'Contact', href: contactPage ? '/contact' : null }, { label: main.name, href: null }]
  const others = locations.slice(1)
  return (
    <article className="page loc-page" data-location={main.slug}>
      <div className="container">
        <Breadcrumbs trail={crumbs} />
        <h1 className="loc-page__title">{main.name}</h1>
        <LocationDetailView tenant={tenant} location={main} departments={locations} mapId="location-map" />
        {others.length > 0 ? (
          <section className="loc-block" aria-labelledby="departments-title">
            <h2 id="departments-title">Other departments</h2>
            <LocationsGrid tenant={tenant} locations={others} showStock={false} labelledBy="departments-title" />
          </section>
        ) : null}
      </div>
      <FormSection heading="Send us a message" intro={null} kind="enquiry">
        <EnquiryForm {...locationFormProps(tenant, locations)} submitLabel="Send enquiry" />
      </FormSection>
    </article>
  )
}
