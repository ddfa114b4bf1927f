/**
 * The tags whose scripts this page added, in that order: written by the tags' loader (./browser.ts)
 * and read by the Web Vitals reporter, which measures what they cost. A module of its own so that the
 * reporter, loaded on every page, does not bring the loader with it.
 */
import type { LoadedTag } from '@/domain/marketing/tagCost'

const started: LoadedTag[] = []

export function recordStartedTag(tag: LoadedTag): void {
  if (!started.some((t) => t.key === tag.key)) started.push(tag)
}

export const startedTags = (): readonly LoadedTag[] => started
