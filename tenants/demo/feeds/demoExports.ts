/**
 * The demo DMS exports: each demo dealer's stock file as its DMS publishes it. The demo seed writes
 * them (tenants/demo/seed/stockFeeds.ts, with dmsCsv.ts) and the DMS simulator (tests/simulators/dms)
 * serves them at /{dealer-slug}/stock.csv, where the demo stock feeds fetch them.
 *
 * They sit beside the data ($FORECOURT_DATA_DIR/dms-exports), not in the repository, because they
 * list cars the seed stored, and which cars those are depends on the day of the seed and on
 * SEED_STOCK_SCALE: a file generated again later could describe different cars. Edit one and the
 * feed's next scheduled fetch imports the change, as it would from a real DMS.
 */
import path from 'node:path'

export const demoExportsDir = (dataDir = process.env.FORECOURT_DATA_DIR ?? '.data') => path.resolve(dataDir, 'dms-exports')

/** A dealer's export file in `dir`. */
export const demoExportFile = (dir: string, dealerSlug: string) => path.join(dir, dealerSlug, 'stock.csv')
