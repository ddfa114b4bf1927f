'use client'

import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'

import { SuggestionsCombobox } from '@/components/search-suggestions/SuggestionsCombobox.client'
import { suggestionSearchUrl, suggestionUrl, textQueryState, type Suggestion } from '@/domain/search-suggestions'
import type { CarTypeOption } from '@/domain/vehicles/carType'
import { splitMakeModel } from '@/domain/search/routing'
import {
  countsFor,
  facetLabel,
  facetOptions,
  makeGroups,
  modelGroups,
  optionText,
  initialCarTypeOption,
  type CountsByType,
  type FacetOption,
  type HeroFacet,
} from './heroSearchOptions'
import { fullPriceRange, heroSearchState, SEARCH_BASE_PATH, type PriceBounds, type PriceRange as Range } from './heroSearchUrl'
import { PriceRange } from './PriceRange.client'

export type HeroDropdown = 'make' | 'model' | 'body' | 'location'

export type HeroSearchFormProps = {
  carTypeOptions: CarTypeOption[]
  dropdowns: HeroDropdown[]
  byType: CountsByType
  price: { bounds: PriceBounds; picks: readonly number[] } | null
}

/**
 * The no-JavaScript form posts these names to /search as a GET, which the results page reads as
 * shorthand refinements (?make=Toyota&car_type=used). With JavaScript the Search button goes to the
 * canonical URL instead (/search/toyota?refinementList[car_type][0]=used), price range included.
 */
const FIELD = { carType: 'car_type', make: 'make', model: 'make_model', body: 'body', location: 'location_name' } as const

type Group = { label: string; items: FacetOption[] }

/**
 * A drop-down's options, under group headings when there are several groups. A chosen value with no
 * stock under the current car type stays listed (with its zero count) rather than silently vanishing.
 */
function OptionList({ groups, selected, grouped, facet }: { groups: Group[]; selected: string; grouped: boolean; facet: HeroFacet }) {
  const missing = selected && !groups.some((g) => g.items.some((o) => o.value === selected))
  const render = (items: FacetOption[]) =>
    items.map((o) => (
      <option key={o.value} value={o.value}>
        {optionText(o)}
      </option>
    ))
  return (
    <>
      {grouped
        ? groups.map((g) => (
            <optgroup key={g.label} label={g.label}>
              {render(g.items)}
            </optgroup>
          ))
        : render(groups.flatMap((g) => g.items))}
      {missing ? <option value={selected}>{optionText({ value: selected, label: facetLabel(facet, selected), count: 0 })}</option> : null}
    </>
  )
}

export function HeroSearchForm({ carTypeOptions, dropdowns, byType, price }: HeroSearchFormProps) {
  const router = useRouter()
  const id = useId()
  const [carType, setCarType] = useState(() => initialCarTypeOption(carTypeOptions))
  const [make, setMake] = useState('')
  const [model, setModel] = useState('')
  const [body, setBody] = useState('')
  const [location, setLocation] = useState('')
  const [range, setRange] = useState<Range | null>(() => (price ? fullPriceRange(price.bounds) : null))
  const [keywords, setKeywords] = useState('')

  const carTypes = carType.carTypes
  const show = (d: HeroDropdown) => dropdowns.includes(d)
  const makes = makeGroups(countsFor(byType, carTypes, 'make'))
  const models = modelGroups(countsFor(byType, carTypes, 'make_model'), make || null).map((g) => ({ label: g.make, items: g.items }))
  const bodies = facetOptions(countsFor(byType, carTypes, 'body'), 'body')
  const locations = facetOptions(countsFor(byType, carTypes, 'location_name'), 'location_name')

  const selection = heroSearchState(
    {
      carTypes,
      make: show('make') ? make : null,
      model: show('model') ? model : null,
      body: show('body') ? body : null,
      location: show('location') ? location : null,
      price: range,
    },
    price?.bounds,
  )
  // The typed text searches inside the selection; without text this is the selection's own link.
  const href = suggestionSearchUrl(textQueryState(selection, keywords))

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    router.push(href)
  }
  // A suggestion replaces its facet's pick and keeps the rest (car type, price, other drop-downs).
  const chooseSuggestion = (suggestion: Suggestion) => router.push(suggestionUrl(suggestion, selection))
  const chooseMake = (value: string) => {
    setMake(value)
    if (model && splitMakeModel(model).make !== value) setModel('')
  }
  const chooseModel = (value: string) => {
    setModel(value)
    // Picking a model from the full list picks its make too.
    if (value && show('make')) setMake(splitMakeModel(value).make)
  }

  return (
    <form className="hero-search__form" action={SEARCH_BASE_PATH} method="get" onSubmit={onSubmit} data-href={href}>
      {carTypeOptions.length > 1 ? (
        <fieldset className="hero-search__types">
          <legend className="visually-hidden">Car type</legend>
          {carTypeOptions.map((option) => (
            <label key={option.id} className="hero-search__type">
              <input
                type="radio"
                name={FIELD.carType}
                // New / Demo has no single shorthand value: without JavaScript it searches every type.
                value={option.carTypes.length === 1 ? option.carTypes[0] : ''}
                checked={option.id === carType.id}
                onChange={() => setCarType(option)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="hero-search__field hero-search__keywords">
        <label htmlFor={`${id}-keywords`}>Search by make, model or keyword</label>
        <SuggestionsCombobox
          inputId={`${id}-keywords`}
          name="query"
          value={keywords}
          onValueChange={setKeywords}
          onChoose={chooseSuggestion}
          placeholder="e.g. Toyota HiLux, SUV, diesel"
        />
      </div>
      <div className="hero-search__fields">
        {show('make') ? (
          <div className="hero-search__field">
            <label htmlFor={`${id}-make`}>Make</label>
            <select id={`${id}-make`} name={FIELD.make} value={make} onChange={(e) => chooseMake(e.target.value)}>
              <option value="">Any make</option>
              <OptionList groups={makes} selected={make} grouped={makes.length > 1} facet="make" />
            </select>
          </div>
        ) : null}
        {show('model') ? (
          <div className="hero-search__field">
            <label htmlFor={`${id}-model`}>Model</label>
            <select id={`${id}-model`} name={FIELD.model} value={model} onChange={(e) => chooseModel(e.target.value)}>
              <option value="">Any model</option>
              <OptionList groups={models} selected={model} grouped={!make} facet="make_model" />
            </select>
          </div>
        ) : null}
        {show('body') ? (
          <div className="hero-search__field">
            <label htmlFor={`${id}-body`}>Body type</label>
            <select id={`${id}-body`} name={FIELD.body} value={body} onChange={(e) => setBody(e.target.value)}>
              <option value="">Any body type</option>
              <OptionList groups={[{ label: 'Body type', items: bodies }]} selected={body} grouped={false} facet="body" />
            </select>
          </div>
        ) : null}
        {show('location') ? (
          <div className="hero-search__field">
            <label htmlFor={`${id}-location`}>Location</label>
            <select id={`${id}-location`} name={FIELD.location} value={location} onChange={(e) => setLocation(e.target.value)}>
              <option value="">Any location</option>
              <OptionList groups={[{ label: 'Location', items: locations }]} selected={location} grouped={false} facet="location_name" />
            </select>
          </div>
        ) : null}
      </div>
      {price && range ? <PriceRange bounds={price.bounds} picks={price.picks} value={range} onChange={setRange} /> : null}
      <button type="submit" className="button button--primary button--large hero-search__submit">
        Search
      </button>
    </form>
  )
}
