import type { FEATURE_ICONS } from './config'

export type FeatureIconName = (typeof FEATURE_ICONS)[number]

/** Our own 24 × 24 line icons (stroke = currentColor), one per selling point the admin can pick. */
const PATHS: Record<FeatureIconName, string> = {
  // A rosette with a tick: genuine, factory-backed.
  genuine: 'M12 2l2.4 1.8 3-.2.9 2.9 2.5 1.7-1 2.8 1 2.8-2.5 1.7-.9 2.9-3-.2L12 22l-2.4-1.8-3 .2-.9-2.9-2.5-1.7 1-2.8-1-2.8 2.5-1.7.9-2.9 3 .2z M8.5 12l2.5 2.5 4.5-5',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z M12 7v5l3.5 2',
  car: 'M3 16v-3l2-5h14l2 5v3z M3 16v2h3v-2 M18 16v2h3v-2 M6.5 13.5h.01 M17.5 13.5h.01 M6 8l1-3h10l1 3',
  coffee: 'M4 9h12v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5z M16 10h2a2.5 2.5 0 0 1 0 5h-2 M8 3c0 1.5 1 1.5 1 3 M12 3c0 1.5 1 1.5 1 3 M3 21h14',
  shuttle: 'M3 6h14l4 5v6H3z M3 11h18 M8 6v5 M13 6v5 M7 17a2 2 0 1 0 0 .01 M17 17a2 2 0 1 0 0 .01',
  sunrise: 'M4 18h16 M7 18a5 5 0 0 1 10 0 M12 6V3 M5.6 9.6L3.5 7.5 M18.4 9.6l2.1-2.1 M2 14h2 M20 14h2 M9 21h6',
  parts: 'M12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z M12 2v3 M12 19v3 M2 12h3 M19 12h3 M4.9 4.9L7 7 M17 17l2.1 2.1 M4.9 19.1L7 17 M17 7l2.1-2.1',
  plan: 'M5 5h14v16H5z M9 3v4 M15 3v4 M5 10h14 M8.5 14.5l2 2 4-4',
  software: 'M4 5h16v11H4z M9 20h6 M12 16v4 M9 9l-2 2 2 2 M15 9l2 2-2 2',
  health: 'M12 20s-8-4.8-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.2 12 20 12 20z M5 12h4l1.5-2.5 2 5L14 12h5',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z M8.5 12l2.5 2.5 4.5-5',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z',
}

export function FeatureIcon({ name }: { name: FeatureIconName }) {
  return (
    <svg className="feature-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={PATHS[name] ?? PATHS.star} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

/** The tick of the benefits list. */
export function TickIcon() {
  return (
    <svg className="tick-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path d="M7.5 12.5l3 3 6-6.5" fill="none" stroke="var(--color-on-primary)" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
