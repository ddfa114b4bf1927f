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

// ESLint loads the project's configuration and its plugins (Next's, typescript-eslint, the import
// resolver) on its first lint, several seconds on a busy machine: paid here, with a hook's time, not
// inside the first case's 5 s.
beforeAll(async () => {
  eslint = new ESLint({ cwd: process.cwd() })
  await eslint.lintText('export const loaded = true\n', { filePath: 'src/domain/planted.ts' })
}, 120_000)

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

describe('what the browser runs stays on zod/mini (eslint.config.mjs: browserZodImports)', () => {
  it.each([
    ['src/domain/forms/planted.ts', "import { z } from '../validation/zod'\nexport const x = z", /uses zod\/mini/],
    ['src/domain/reservation/planted.ts', "import { z } from '@/domain/validation/zod'\nexport const x = z", /uses zod\/mini/],
    ['blocks/Planted/Planted.client.tsx', "import { z } from 'zod'\nexport const x = z", /uses zod\/mini/],
    ['src/components/planted.client.ts', "import type { z } from 'zod'\nexport type X = z.ZodType", /uses zod\/mini/],
    ['src/lib/youx/types.ts', "import { z } from '@/domain/validation/zod'\nexport const x = z", /uses zod\/mini/],
    ['src/domain/forms/planted.ts', "import * as z from 'zod/mini'\nexport const x = z", /sets the browser config/],
    // The forms are pure rules too: both lists apply.
    ['src/domain/forms/planted.ts', "import { useState } from 'react'\nexport const x = useState", /no React/],
  ])('a file at %s is refused the import it plants (case %#)', async (filePath, code, message) => {
    expect(layered(await problems(filePath, code)).join('\n')).toMatch(message)
  })

  it.each([
    ['src/domain/forms/planted.ts', "import * as z from '../validation/zodMini'\nexport const x = z"],
    ['src/components/planted.client.tsx', "import type { $ZodType } from 'zod/v4/core'\nexport type X = $ZodType"],
    ['src/domain/forms/planted.ts', "import type * as z from 'zod/mini'\nexport type X = z.ZodMiniType"],
    // Server-only schemas keep classic zod.
    ['src/lib/planted.ts', "import { z } from '@/domain/validation/zod'\nexport const x = z"],
    ['tenants/planted.ts', "import { z } from '@/domain/validation/zod'\nexport const x = z"],
  ])('a file at %s may import it (case %#)', async (filePath, code) => {
    expect(layered(await problems(filePath, code))).toEqual([])
  })
})
