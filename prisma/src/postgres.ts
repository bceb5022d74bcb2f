import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlDriverAdapter } from '@prisma/driver-adapter-utils';
import { DATABASE_WAIT_MS } from './locks';
import { DB_DEFAULTS, dbSetting } from './settings';
import { TrackedAdapterFactory } from './tracked-adapter';

/** Connections each process keeps open at most (`DATABASE_POOL_SIZE`, default 10). */
export function poolSize(): number {
  const size = Number(dbSetting('DATABASE_POOL_SIZE') ?? DB_DEFAULTS.DATABASE_POOL_SIZE);
  return Number.isInteger(size) && size > 0 ? size : DB_DEFAULTS.DATABASE_POOL_SIZE;
}

/** The node-postgres adapter factory, one pool per connection the client asks for. */
export class PostgresAdapterFactory extends TrackedAdapterFactory {
  readonly provider = 'postgres';

  constructor(url: string) {
    super(
      new PrismaPg({
        connectionString: url,
        max: poolSize(),
        // A request that waits this long for a connection is refused as busy, not left hanging.
        connectionTimeoutMillis: DATABASE_WAIT_MS,
        idleTimeoutMillis: 30_000,
      }),
    );
  }

  protected async prepare(_connection: SqlDriverAdapter): Promise<void> {}
}
