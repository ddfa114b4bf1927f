import Image from 'next/image'

import type { BrandLogoImage } from './brandView'

/**
 * A brand's logo, decorative: the brand's name is always written beside it. SVG lettermarks are
 * served as they are (next/image does not rasterise SVG).
 */
export function BrandLogo({ logo, className }: { logo: BrandLogoImage | null; className?: string }) {
  if (!logo) return null
  return (
    <Image
      className={className}
      src={logo.src}
      alt=""
      width={logo.width}
      height={logo.height}
      sizes="8rem"
      unoptimized={logo.src.endsWith('.svg')}
    />
  )
}
