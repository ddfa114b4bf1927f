/**
 * The deployment's part of the Content-Security-Policy, read from the environment once at start:
 * Algolia's hosts when the browser searches Algolia (SEARCH_ENGINE=algolia), and the origins that may
 * frame the live preview (ADMIN_ORIGINS); FORECOURT_DEFER_SCRIPTS=off loads a dealer page's scripts at parse
 * time, as Next writes them, instead of once its largest image is shown (src/domain/performance);
 * NODE_ENV=development allows the local hosts' frames on every request.
 */
import { algoliaOrigins } from '@/domain/security/contentSecurityPolicy'
import { algoliaSettings } from '../../search/engine'
import { previewFrameAncestors } from '../securityHeaders'
import type { CspServerOptions } from './server'

export function cspServerOptions(env: NodeJS.ProcessEnv = process.env): CspServerOptions {
  const algolia = algoliaSettings(env)
  return {
    connect: algolia ? algoliaOrigins(algolia.appId, algolia.hosts?.read) : [],
    // The local admin's origins are added per request (server.ts), not here.
    previewFrameAncestors: previewFrameAncestors({ ADMIN_ORIGINS: env.ADMIN_ORIGINS }),
    deferScripts: env.FORECOURT_DEFER_SCRIPTS !== 'off',
    development: env.NODE_ENV === 'development',
  }
}
