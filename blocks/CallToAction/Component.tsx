import { SmartLink } from '@/components/SmartLink'
import type { BlockProps } from '../types'

export function CallToActionComponent({ block }: BlockProps<'cta'>) {
  return (
    <section className={`cta cta--${block.tone ?? 'primary'}`}>
      <div className="container cta__inner">
        <div>
          <h2 className="cta__heading">{block.heading}</h2>
          {block.text ? <p>{block.text}</p> : null}
        </div>
        <div className="cta__buttons">
          {(block.buttons ?? []).map((button, i) => (
            <SmartLink
              key={i}
              href={button.link.href}
              newTab={button.link.newTab}
              className={`button ${i === 0 ? 'button--primary' : 'button--secondary'}`}
            >
              {button.link.label}
            </SmartLink>
          ))}
        </div>
      </div>
    </section>
  )
}
