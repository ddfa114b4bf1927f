/**
 * A form's schemas, loaded apart from the page's first scripts. zod/mini and a form's rules are needed
 * when the shopper first sends a step, not to paint or hydrate the form, so each form's schema module is
 * a chunk of its own: `useLeadForm` fetches it once the page is idle after hydrating, and `check` awaits
 * it (already there, in practice, by the time anyone has typed a field).
 */
export type SchemaModule<T> = () => Promise<T>

/** `load` (a dynamic `import()`) once; a failed fetch is tried again on the next call rather than kept. */
export function lazySchemas<T>(load: () => Promise<T>): SchemaModule<T> {
  let pending: Promise<T> | null = null
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null
      throw error
    })
    return pending
  }
}

/** Runs `work` when the browser is next idle (soon after hydration), or after a moment where it can't say. */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 2_000 })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(work, 200)
  return () => window.clearTimeout(handle)
}
