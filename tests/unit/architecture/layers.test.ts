/**
 * The layers are a rule ESLint checks (eslint.config.mjs: import/no-restricted-paths), and `npm test`
 * runs ESLint over the tree with no warning allowed. These cases plant a file in each layer that
 * imports what it must not, through the project's own ESLint configuration, so the rule is proven to
 * bite (and to let the allowed direction through), not only to pass.
 */
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

let eslint: ESLint

/** The rule ids ESLint reports for `code` as if it were the file at `filePath`. */
async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`)
}

const layered = (list: string[]) => list.filter((p) => /no-restricted-paths|no-restricted-imports/.test(p))

beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() })
})

describe('imports run one way: app → blocks → components → lib → domain', () => {
  it.each([
    ['src/domain/planted.ts', "import { payloadClient } from '../lib/payload'\nexport const x = payloadClient", /src\/domain is pure rules/],
    ['src/domain/planted.ts', "import { Vehicles } from '../../collections/Vehicles'\nexport const x = Vehicles", /src\/domain is pure rules/],
    ['src/domain/planted.ts', "import { useState } from 'react'\nexport const x = useState", /no React/],
    ['src/domain/planted.ts', "import { cookies } from 'next/headers'\nexport const x = cookies", /no Next/],
    ['src/lib/planted.ts', "import { Breadcrumbs } from '../components/Breadcrumbs'\nexport const x = Breadcrumbs", /src\/lib is below the UI/],
    ['src/lib/planted.ts', "import { prepareVehicle } from '../../collections/Vehicles/hooks/prepareVehicle'\nexport const x = prepareVehicle", /collection hooks call src\/lib/],
    ['src/components/planted.tsx', "import { blockComponents } from '../../blocks/registry'\nexport const x = blockComponents", /Shared UI may not import a block/],
    ['collections/planted.ts', "import { seedDemo } from '../tenants/demo/seed'\nexport const x = seedDemo", /tenants\/demo is the demo dealers/],
  ])('a file at %s is refused the import it plants (case %#)', async (filePath, code, message) => {
    expect(layered(await problems(filePath, code)).join('\n')).toMatch(message)
  })

  it.each([
    ['blocks/planted.tsx', "import { Breadcrumbs } from '../src/components/Breadcrumbs'\nexport const x = Breadcrumbs"],
    ['src/components/planted.tsx', "import { payloadClient } from '../lib/payload'\nexport const x = payloadClient"],
    ['src/lib/planted.ts', "import { relationId } from '../domain/relationId'\nexport const x = relationId"],
    ['src/domain/planted.ts', "import type { Vehicle } from '../payload-types'\nexport type X = Vehicle"],
    ['src/domain/planted.ts', "import { NEXT_CACHE_HIT } from './next/reliedOn'\nexport const x = NEXT_CACHE_HIT"],
    ['tests/unit/planted.test.ts', "import { seedDemo } from '../../tenants/demo/seed'\nexport const x = seedDemo"],
  ])('a file at %s may import downwards (case %#)', async (filePath, code) => {
    expect(layered(await problems(filePath, code))).toEqual([])
  })
})
