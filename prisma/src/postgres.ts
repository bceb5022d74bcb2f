import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlDriverAdapter } from '@prisma/driver-adapter-utils';
import { DATABASE_WAIT_MS } from './locks';
import { TrackedAdapterFactory } from './tracked-adapter';

/** Distinct statements that get a name; past them, statements run unnamed, so a connection holds a bounded number. */
export const NAMED_STATEMENTS_MAX = 500;
/** Bulk writes (the seed's, the scale data's) are one-off texts: they run unnamed. */
const NAMED_STATEMENT_MAX_ARGS = 64;
const statementNames = new Map<string, string>();

/**
 * The name a statement is prepared under: node-postgres parses a named
 * statement once per connection and then only binds and runs it, where an
 * unnamed one is parsed and planned on every query. One name per SQL text
 * in this process, as a connection belongs to one process.
 */
export function statementName({ sql, args }: { sql: string; args: unknown[] }): string {
  let name = statementNames.get(sql);
  if (
    name === undefined &&
    statementNames.size < NAMED_STATEMENTS_MAX &&
    args.length <= NAMED_STATEMENT_MAX_ARGS
  ) {
    name = `portal_${statementNames.size + 1}`;
    statementNames.set(sql, name);
  }
  // node-postgres runs a statement without a name (the empty one) unprepared.
  return name ?? '';
}

/** The node-postgres adapter factory, one pool of at most `poolSize` connections per connection the client asks for. */
export class PostgresAdapterFactory extends TrackedAdapterFactory {
  readonly provider = 'postgres';

  constructor(url: string, poolSize: number) {
    super(
      new PrismaPg(
        {
          connectionString: url,
          max: poolSize,
          // A request that waits this long for a connection is refused as busy, not left hanging.
          connectionTimeoutMillis: DATABASE_WAIT_MS,
          idleTimeoutMillis: 30_000,
        },
        { statementNameGenerator: statementName },
      ),
    );
  }

  protected async prepare(_connection: SqlDriverAdapter): Promise<void> {}
}
