import { inject } from 'vitest'

import { trustClientAddressHeader } from '@/lib/api/clientAddress'

// Before any test file imports payload.config.ts, point it at the test database.
process.env.DATABASE_URL = inject('databaseUrl')
process.env.FORECOURT_DATA_DIR = inject('dataDir')
process.env.PAYLOAD_SECRET = 'test-secret'
// As `npm run dev` does beside its DMS simulator: feeds and photos may come from the simulator's
// origin (the default one, http://127.0.0.1:4003), so the demo seed's stock feeds point at it
// whichever test file seeds first. A test with servers of its own allows their origins.
process.env.STOCK_FEEDS_PRIVATE_ORIGINS = 'http://127.0.0.1:4003'
// Requests reach the handlers here as through `npm start`'s server (scripts/next-server.ts), which
// writes the caller's address into CLIENT_ADDRESS_HEADER: the tests name each caller there.
trustClientAddressHeader()
