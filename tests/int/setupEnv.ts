import { inject } from 'vitest'

// Before any test file imports payload.config.ts, point it at the test database.
process.env.DATABASE_URL = inject('databaseUrl')
process.env.FORECOURT_DATA_DIR = inject('dataDir')
process.env.PAYLOAD_SECRET = 'test-secret'
