/**
 * `npm run new:block -- <Name> [--client]`: a new page block in blocks/<Name>/ (config, server
 * component, CSS, sample data, optionally a client island), its admin thumbnail and unit test,
 * registered in blocks/configs.ts, blocks/registry.ts and blocks/samples.ts; then prints the next
 * steps. Refuses a name that is not PascalCase or is already used, with a message and exit code 1.
 * Every name and file is worked out in scripts/blocks/scaffold.ts; this script only reads and writes.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { addToConfigs, addToRegistry, addToSamples, blockNames, nameProblem, nextSteps, scaffoldFiles } from './blocks/scaffold'

const root = process.cwd()
const args = process.argv.slice(2)
const client = args.includes('--client')
const unknown = args.filter((a) => a.startsWith('-') && a !== '--client')
const positional = args.filter((a) => !a.startsWith('-'))

function fail(message: string): never {
  console.error(`new:block: ${message}`)
  process.exit(1)
}

if (unknown.length > 0) fail(`unknown option ${unknown.join(' ')} (the only option is --client).`)
if (positional.length > 1) fail(`one name at a time (got ${positional.join(', ')}).`)

const blocksDir = path.join(root, 'blocks')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
const entries = readdirSync(blocksDir).map((entry) => entry.replace(/\.(tsx?|css)$/, ''))
// The registered slugs, read from the configs' source (importing them would load Payload's field helpers).
const slugs = [...readFileSync(path.join(blocksDir, 'configs.ts'), 'utf8').matchAll(/from '\.\/(\w+)\/config'/g)].flatMap(([, folder]) => {
  const config = path.join(blocksDir, folder!, 'config.ts')
  const slug = existsSync(config) ? /slug: '([^']+)'/.exec(readFileSync(config, 'utf8'))?.[1] : undefined
  return slug ? [slug] : []
})

const name = positional[0]
const problem = nameProblem(name, { entries, slugs })
if (problem) fail(problem)

const names = blockNames(name!)
const files = scaffoldFiles(names, { client })
const existing = Object.keys(files).filter((file) => existsSync(path.join(root, file)))
if (existing.length > 0) fail(`${existing.join(', ')} already exist${existing.length === 1 ? 's' : ''}: choose another name.`)

// Work out every change before writing any, so a registry file in an unexpected shape leaves nothing half done.
let updates: Record<string, string>
try {
  updates = {
    'blocks/configs.ts': addToConfigs(read('blocks/configs.ts'), names),
    'blocks/registry.ts': addToRegistry(read('blocks/registry.ts'), names),
    'blocks/samples.ts': addToSamples(read('blocks/samples.ts'), names),
  }
} catch (error) {
  fail((error as Error).message)
}

for (const [file, content] of Object.entries({ ...files, ...updates })) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  writeFileSync(path.join(root, file), content)
}
console.log(nextSteps(names, Object.keys(files)))
