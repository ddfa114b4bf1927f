import { inject } from 'vitest'

import { trustClientAddressHeader } from '../../src/lib/api/clientAddress'

// Before any test file imports payload.config.ts, point it at the test database.
process.env.DATABASE_URL = inject('databaseUrl')
process.env.FORECOURT_DATA_DIR = inject('dataDir')
process.env.PAYLOAD_SECRET = 'test-secret'
// As `npm run dev` does beside its simulators: feeds and photos may come from this machine, so the
// demo seed's stock feeds point at the DMS simulator whichever test file seeds first.
process.env.STOCK_FEEDS_ALLOW_PRIVATE = 'true'
// Requests reach the handlers here as through `npm start`'s server (scripts/next-server.ts), which
// writes the caller's address into CLIENT_ADDRESS_HEADER: the tests name each caller there.
trustClientAddressHeader()
