'use client'
/**
 * Points the loader of Payload's code editor (@monaco-editor/react, one instance in the admin's
 * bundle) at our own copy of Monaco instead of jsDelivr, before any field opens it: the admin's
 * Content-Security-Policy allows scripts from our origin only (src/domain/security/monacoAssets.ts).
 * An admin provider (payload.config.ts), so it runs once, as the admin's bundle loads.
 */
import { loader } from '@monaco-editor/react'
import type { ReactNode } from 'react'

import { MONACO_VS_PATH } from '../../domain/security/monacoAssets'

loader.config({ paths: { vs: MONACO_VS_PATH } })

export function SelfHostedMonaco({ children }: { children?: ReactNode }) {
  return children
}
