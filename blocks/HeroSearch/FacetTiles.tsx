import Image from 'next/image'
import Link from 'next/link'

import { BodyIcon } from './BodyIcon'
import type { FacetTile } from './heroSearchOptions'

/** The facet link tiles under the hero search: label, stock count, make logo or body icon. */
export function FacetTiles({ tiles }: { tiles: FacetTile[] }) {
  if (tiles.length === 0) return null
  const kind = tiles[0]!.kind
  return (
    <nav className="hero-tiles" aria-label={kind === 'make' ? 'Browse stock by make' : 'Browse stock by body type'}>
      <ul>
        {tiles.map((tile) => (
          <li key={tile.value}>
            <Link className="hero-tile" href={tile.href} prefetch={false} data-facet={tile.kind}>
              {tile.logo ? (
                <Image className="hero-tile__icon" src={tile.logo} alt="" width={48} height={48} unoptimized={tile.logo.endsWith('.svg')} />
              ) : tile.kind === 'body' ? (
                <BodyIcon body={tile.value} className="hero-tile__icon hero-tile__icon--body" />
              ) : (
                <span className="hero-tile__icon hero-tile__icon--letter" aria-hidden="true">
                  {tile.label.slice(0, 1)}
                </span>
              )}
              <span className="hero-tile__label">{tile.label}</span>
              <span className="hero-tile__count">
                {tile.count}
                <span className="visually-hidden"> in stock</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
