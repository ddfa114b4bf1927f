import * as migration_20261121_194939_initial from './20261121_194939_initial';
import * as migration_20261121_202054_stock from './20261121_202054_stock';
import * as migration_20261121_202100_vehicle_search from './20261121_202100_vehicle_search';

export const migrations = [
  {
    up: migration_20261121_194939_initial.up,
    down: migration_20261121_194939_initial.down,
    name: '20261121_194939_initial',
  },
  {
    up: migration_20261121_202054_stock.up,
    down: migration_20261121_202054_stock.down,
    name: '20261121_202054_stock'
  },
  {
    up: migration_20261121_202100_vehicle_search.up,
    down: migration_20261121_202100_vehicle_search.down,
    name: '20261121_202100_vehicle_search'
  },
];
