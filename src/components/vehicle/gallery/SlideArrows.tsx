/** The Previous / Next photo buttons, shared by the inline gallery and the fullscreen viewer. */
export function SlideArrows({ onStep }: { onStep: (direction: 'previous' | 'next') => void }) {
  return (
    <>
      <button type="button" className="vg-arrow vg-arrow--prev" onClick={() => onStep('previous')}>
        <span aria-hidden="true">‹</span>
        <span className="visually-hidden">Previous photo</span>
      </button>
      <button type="button" className="vg-arrow vg-arrow--next" onClick={() => onStep('next')}>
        <span aria-hidden="true">›</span>
        <span className="visually-hidden">Next photo</span>
      </button>
    </>
  )
}
