import type { FormConfig } from '@/domain/forms/config'
import type { DataLayerSetting } from '@/lib/events/client'

/** What a form block's server component hands its client form. */
export type FormProps = {
  /** The block's id on its page: with the page path it lets the API find the block's options. */
  blockId: string
  heading: string | null
  intro: string | null
  config: FormConfig
  locations: { id: number; name: string }[]
  dealerships: { label: string; slug: string }[]
  phone: string | null
  dataLayer: DataLayerSetting
}
