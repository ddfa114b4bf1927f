import Link from 'next/link'
import type { ReactNode } from 'react'

type Props = { href: string; children: ReactNode; className?: string; newTab?: boolean | null; onClickClose?: never }

/** Site paths go through next/link; external links open safely. */
export function SmartLink({ href, children, className, newTab }: Props) {
  const external = /^(https?:|mailto:|tel:)/.test(href)
  if (external || newTab) {
    return (
      <a href={href} className={className} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
        {newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
      </a>
    )
  }
  return (
    <Link href={href} className={className} prefetch={false}>
      {children}
    </Link>
  )
}
