import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type {
  SqlQueryColumnOutput,
  SqlQueryOutput,
  SqlQueryParameterOutput,
} from '@prisma/schema-engine-wasm/schema_engine_bg';
import Database from 'better-sqlite3';
import pg from 'pg';
import { migrateDatabase } from './migrations';
import { databaseKind, prismaDir, resolveDatabasePath, type DatabaseKind } from './paths';
import { startPostgres } from './postgres-server';

/**
 * Prisma TypedSQL for both databases (decision record 014). Each query is
 * written once per database, `prisma/sql/<database>/<name>.sql`, with
 * TypedSQL's annotations; this module describes it against a migrated
 * database of that kind and writes one TypeScript module per database with a
 * typed function per query, in the shape `prisma generate --sql` gives
 * (`$runtime.makeTypedQueryFactory`, so `$queryRawTyped` takes them).
 *
 * The stock command needs the native schema engine, which this offline set-up
 * does not have, and the WebAssembly engine's `introspectSql` cannot work
 * through a driver adapter (its describe step calls itself until the stack
 * overflows). So the description is asked of the database directly: SQLite's
 * declared column types and origins (better-sqlite3), PostgreSQL's prepared
 * statement (parameter and result types, NOT NULL of the source columns).
 */

export const typedSqlDirs: Record<DatabaseKind, string> = {
  sqlite: path.join(prismaDir, 'sql', 'sqlite'),
  postgresql: path.join(prismaDir, 'sql', 'postgresql'),
};

/** The generated modules, committed: making the PostgreSQL one needs a PostgreSQL server. */
export const typedSqlModules: Record<DatabaseKind, string> = {
  sqlite: path.join(prismaDir, 'sql', 'generated', 'sqlite.ts'),
  postgresql: path.join(prismaDir, 'sql', 'generated', 'postgresql.ts'),
};

export interface SqlQueryFile {
  /** The file name without `.sql`: the name of the generated function. */
  name: string;
  source: string;
}

/** The description of one query, in the shape of the schema engine's `introspectSql`. */
export type DescribedQuery = SqlQueryOutput;

export async function readSqlFiles(dir: string): Promise<SqlQueryFile[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  return Promise.all(
    names.map(async (file) => ({
      name: path.basename(file, '.sql'),
      source: await readFile(path.join(dir, file), 'utf8'),
    })),
  );
}

// ── Annotations ───────────────────────────────────────────────────────────

/** TypedSQL's `{Type}` names and the engine's type names they stand for. */
const ANNOTATION_TYPES: Record<string, string> = {
  Int: 'int',
  BigInt: 'bigint',
  Float: 'double',
  Decimal: 'decimal',
  Boolean: 'bool',
  String: 'string',
  DateTime: 'datetime',
  Json: 'json',
  Bytes: 'bytes',
};

interface ParamAnnotation {
  position: number;
  name?: string;
  typ?: string;
  nullable: boolean;
  documentation: string | null;
}

const PARAM = /^--\s*@param\s+(?:\{(\w+)\}\s+)?\$(\d+)(?::([A-Za-z_$][\w$]*)(\?)?)?(?:\s+(.*))?$/;
const DESCRIPTION = /^--\s*@description\s+(.*)$/;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** `-- @description …` and `-- @param {Type} $1:name? description` lines, as TypedSQL reads them. */
export function parseAnnotations(query: SqlQueryFile): {
  documentation: string | null;
  params: ParamAnnotation[];
} {
  let documentation: string | null = null;
  const params: ParamAnnotation[] = [];
  for (const line of query.source.split('\n').map((l) => l.trim())) {
    const description = DESCRIPTION.exec(line);
    if (description) documentation = description[1]?.trim() ?? null;
    if (!/^--\s*@param\b/.test(line)) continue;
    const match = PARAM.exec(line);
    if (!match) throw new Error(`${query.name}.sql: cannot read the annotation "${line}"`);
    const [, type, position, name, optional, doc] = match;
    const typ = type === undefined ? undefined : ANNOTATION_TYPES[type];
    if (type !== undefined && typ === undefined) {
      throw new Error(`${query.name}.sql: unknown parameter type {${type}}`);
    }
    params.push({
      position: Number(position),
      name,
      typ,
      nullable: optional === '?',
      documentation: doc?.trim() || null,
    });
  }
  params.sort((a, b) => a.position - b.position);
  params.forEach((param, index) => {
    if (param.position !== index + 1) {
      throw new Error(`${query.name}.sql: the @param annotations must number $1, $2, … once each`);
    }
  });
  return { documentation, params };
}

function parameters(
  query: SqlQueryFile,
  annotations: ParamAnnotation[],
  count: number,
  databaseTypes: string[] = [],
): SqlQueryParameterOutput[] {
  return Array.from({ length: count }, (_, index) => {
    const annotation = annotations[index];
    return {
      name: annotation?.name ?? `p${index + 1}`,
      // An annotated type wins, as in TypedSQL; SQLite's parameters have none of their own.
      typ: annotation?.typ ?? databaseTypes[index] ?? 'unknown',
      nullable: annotation?.nullable ?? false,
      documentation: annotation?.documentation ?? null,
    };
  }).map((param) => {
    if (!IDENTIFIER.test(param.name)) {
      throw new Error(`${query.name}.sql: "${param.name}" is not a parameter name`);
    }
    return param;
  });
}

/**
 * Outer joins may turn a NOT NULL column into NULL; without a query plan to
 * tell which side, every column of such a query is taken as nullable.
 */
const OUTER_JOIN = /\b(LEFT|RIGHT|FULL)\s+(OUTER\s+)?JOIN\b/i;

// ── SQLite ────────────────────────────────────────────────────────────────

/**
 * The query type of each column type SQLite's documentation names, by its
 * declared name, mapped as the better-sqlite3 adapter maps them at run time.
 */
const SQLITE_TYPES = new Map(
  Object.entries({
    int: ['INT', 'INTEGER', 'TINYINT', 'SMALLINT', 'MEDIUMINT', 'INT2', 'SERIAL'],
    bigint: ['BIGINT', 'INT8', 'UNSIGNED BIG INT'],
    decimal: ['DECIMAL'],
    float: ['FLOAT'],
    double: ['DOUBLE', 'DOUBLE PRECISION', 'NUMERIC', 'REAL'],
    datetime: ['DATETIME', 'TIMESTAMP'],
    date: ['DATE'],
    time: ['TIME'],
    string: [
      'TEXT',
      'CLOB',
      'CHARACTER',
      'VARCHAR',
      'VARYING CHARACTER',
      'NCHAR',
      'NATIVE CHARACTER',
      'NVARCHAR',
    ],
    bytes: ['BLOB'],
    bool: ['BOOLEAN'],
    json: ['JSONB'],
  }).flatMap(([type, declared]) => declared.map((name) => [name, type] as const)),
);

function sqliteType(declared: string | null): string {
  // An expression has no declared type: SQLite gives its values a type row by row.
  return SQLITE_TYPES.get((declared ?? '').toUpperCase()) ?? 'unknown';
}

function describeSqlite(file: string, queries: SqlQueryFile[]): DescribedQuery[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const notNull = (table: string, column: string) => {
      const info = db.pragma(`table_info("${table.replaceAll('"', '""')}")`) as {
        name: string;
        type: string;
        notnull: number;
        pk: number;
      }[];
      const found = info.find((row) => row.name === column);
      return !!found && (found.notnull === 1 || (found.pk === 1 && /^INTEGER$/i.test(found.type)));
    };
    return queries.map((query) => {
      const { documentation, params } = parseAnnotations(query);
      const statement = db.prepare(query.source);
      if (!statement.reader) throw new Error(`${query.name}.sql: the query returns no rows`);
      // SQLite tells no parameter types, and better-sqlite3 not their number:
      // binding exactly as many values as annotated fails when they differ.
      try {
        db.prepare(query.source).bind(...params.map(() => null));
      } catch {
        throw new Error(
          `${query.name}.sql: the query has not ${params.length} parameters, as its @param annotations say`,
        );
      }
      const outer = OUTER_JOIN.test(query.source);
      const resultColumns: SqlQueryColumnOutput[] = statement.columns().map((column) => ({
        name: column.name,
        typ: sqliteType(column.type),
        nullable: outer || !column.table || !column.column || !notNull(column.table, column.column),
      }));
      return {
        name: query.name,
        source: query.source,
        documentation,
        parameters: parameters(query, params, params.length),
        resultColumns,
      };
    });
  } finally {
    db.close();
  }
}

// ── PostgreSQL ────────────────────────────────────────────────────────────

const POSTGRES_TYPES: Record<string, string> = {
  int2: 'int',
  int4: 'int',
  int8: 'bigint',
  oid: 'bigint',
  float4: 'float',
  float8: 'double',
  numeric: 'decimal',
  money: 'decimal',
  bool: 'bool',
  text: 'string',
  varchar: 'string',
  bpchar: 'string',
  name: 'string',
  char: 'char',
  timestamp: 'datetime',
  timestamptz: 'datetime',
  date: 'date',
  time: 'time',
  timetz: 'time',
  json: 'json',
  jsonb: 'json',
  bytea: 'bytes',
  uuid: 'uuid',
  xml: 'xml',
};

function postgresType(typname: string | undefined): string {
  if (typname === undefined) return 'unknown';
  if (typname.startsWith('_')) {
    const element = POSTGRES_TYPES[typname.slice(1)];
    return element ? `${element}-array` : 'unknown';
  }
  return POSTGRES_TYPES[typname] ?? 'unknown';
}

/**
 * Prepares each query in a transaction that is rolled back: the prepared
 * statement gives the parameter types, executing it (with nulls) the result
 * columns with their types and source columns.
 */
async function describePostgres(url: string, queries: SqlQueryFile[]): Promise<DescribedQuery[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const described: DescribedQuery[] = [];
    for (const query of queries) {
      const { documentation, params } = parseAnnotations(query);
      await client.query('BEGIN');
      try {
        await client.query(`PREPARE typed_sql_probe AS ${query.source.trim().replace(/;$/, '')}`);
        const prepared = await client.query<{ types: number[] }>(
          `SELECT coalesce(array_agg(t::oid ORDER BY n), '{}') AS types
           FROM pg_prepared_statements, unnest(parameter_types) WITH ORDINALITY AS p(t, n)
           WHERE name = 'typed_sql_probe'`,
        );
        const paramOids = (prepared.rows[0]?.types ?? []).map(Number);
        const result = await client.query(
          `EXECUTE typed_sql_probe(${paramOids.map(() => 'NULL').join(', ')})`,
        );
        const oids = [...new Set([...paramOids, ...result.fields.map((f) => f.dataTypeID)])];
        const types = await client.query<{ oid: number; typname: string }>(
          'SELECT oid::int AS oid, typname FROM pg_type WHERE oid = ANY($1::oid[])',
          [oids],
        );
        const typname = new Map(types.rows.map((row) => [row.oid, row.typname]));
        const sources = result.fields.filter((field) => field.tableID !== 0);
        const notNull = await client.query<{ table: number; column: number }>(
          `SELECT attrelid::int AS "table", attnum::int AS "column" FROM pg_attribute
           WHERE attnotnull AND (attrelid, attnum) IN (
             SELECT * FROM unnest($1::oid[], $2::int2[]))`,
          [sources.map((field) => field.tableID), sources.map((field) => field.columnID)],
        );
        const required = new Set(notNull.rows.map((row) => `${row.table}.${row.column}`));
        const outer = OUTER_JOIN.test(query.source);
        if (params.length > 0 && params.length !== paramOids.length) {
          throw new Error(
            `${query.name}.sql: the query has ${paramOids.length} parameters, its @param annotations ${params.length}`,
          );
        }
        described.push({
          name: query.name,
          source: query.source,
          documentation,
          parameters: parameters(
            query,
            params,
            paramOids.length,
            paramOids.map((oid) => postgresType(typname.get(oid))),
          ),
          resultColumns: result.fields.map((field) => ({
            name: field.name,
            typ: postgresType(typname.get(field.dataTypeID)),
            nullable: outer || !required.has(`${field.tableID}.${field.columnID}`),
          })),
        });
      } finally {
        await client.query('ROLLBACK');
        await client.query('DEALLOCATE ALL');
      }
    }
    return described;
  } finally {
    await client.end();
  }
}

/** Describes `queries` against the (migrated) database at `url`. */
export async function describeQueries(
  url: string,
  queries: SqlQueryFile[],
): Promise<DescribedQuery[]> {
  return databaseKind(url) === 'postgresql'
    ? describePostgres(url, queries)
    : describeSqlite(resolveDatabasePath(url), queries);
}

// ── The module ────────────────────────────────────────────────────────────

/** TypedSQL's TypeScript types per engine type: what a parameter takes, what a column gives. */
const TS_TYPES: Record<string, { in: string; out: string }> = {
  unknown: { in: 'unknown', out: 'unknown' },
  string: { in: 'string', out: 'string' },
  char: { in: 'string', out: 'string' },
  enum: { in: 'string', out: 'string' },
  xml: { in: 'string', out: 'string' },
  uuid: { in: 'string', out: 'string' },
  int: { in: 'number', out: 'number' },
  float: { in: 'number', out: 'number' },
  double: { in: 'number', out: 'number' },
  bigint: { in: 'number | bigint', out: 'bigint' },
  decimal: { in: 'number | $runtime.Decimal', out: '$runtime.Decimal' },
  bool: { in: 'boolean', out: 'boolean' },
  bytes: { in: '$runtime.Bytes', out: '$runtime.Bytes' },
  json: { in: '$runtime.InputJsonObject', out: '$runtime.JsonValue' },
  date: { in: 'Date', out: 'Date' },
  datetime: { in: 'Date', out: 'Date' },
  time: { in: 'Date', out: 'Date' },
  null: { in: 'null', out: 'null' },
};

function tsType(typ: string, nullable: boolean, direction: 'in' | 'out'): string {
  const array = typ.endsWith('-array');
  const mapped = TS_TYPES[array ? typ.slice(0, -'-array'.length) : typ];
  if (!mapped) throw new Error(`No TypeScript type for the database type ${typ}`);
  const base = mapped[direction];
  const type = array ? (base.includes(' ') ? `(${base})[]` : `${base}[]`) : base;
  return nullable && type !== 'unknown' ? `${type} | null` : type;
}

const quote = (name: string) => (IDENTIFIER.test(name) ? name : JSON.stringify(name));

function renderQuery(query: DescribedQuery): string {
  const params = query.parameters
    .map((param) => `${param.name}: ${tsType(param.typ, param.nullable, 'in')}`)
    .join(', ');
  const doc = [
    ...(query.documentation ? [query.documentation] : []),
    ...query.parameters.map((param) =>
      param.documentation ? `@param ${param.name} ${param.documentation}` : `@param ${param.name}`,
    ),
  ];
  const columns = query.resultColumns.map(
    (column) => `    ${quote(column.name)}: ${tsType(column.typ, column.nullable, 'out')};`,
  );
  return [
    ...(doc.length > 0 ? ['/**', ...doc.map((line) => ` * ${line}`), ' */'] : []),
    `export const ${query.name} = $runtime.makeTypedQueryFactory(${JSON.stringify(query.source)}) as (${params}) => $runtime.TypedSql<${query.name}.Parameters, ${query.name}.Result>;`,
    '',
    `export declare namespace ${query.name} {`,
    `  export type Parameters = [${params}];`,
    '  export type Result = {',
    ...columns,
    '  };',
    '}',
  ].join('\n');
}

export function renderTypedSqlModule(kind: DatabaseKind, queries: DescribedQuery[]): string {
  return [
    `// Generated by \`pnpm db:sql\` (prisma/src/typed-sql.ts) from prisma/sql/${kind}/*.sql,`,
    `// described by a migrated ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database. Do not edit.`,
    '/* eslint-disable */',
    "import * as $runtime from '@prisma/client/runtime/client';",
    ...queries.map((query) => `\n${renderQuery(query)}`),
    '',
  ].join('\n');
}

/**
 * Writes the module of `kind` to `outFile` (default: the committed one),
 * describing the queries against a scratch database migrated for it: a temp
 * SQLite file, or a database on a throwaway PostgreSQL server.
 */
export async function generateTypedSql(
  kind: DatabaseKind,
  outFile: string = typedSqlModules[kind],
): Promise<string> {
  const queries = await readSqlFiles(typedSqlDirs[kind]);
  const describe = async (url: string) => {
    await migrateDatabase(url);
    return describeQueries(url, queries);
  };
  let described: DescribedQuery[];
  if (kind === 'sqlite') {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-typed-sql-'));
    try {
      described = await describe(`file:${path.join(dir, 'scratch.db')}`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  } else {
    const server = await startPostgres({ fast: true });
    try {
      described = await describe(await server.createDatabase('typed_sql'));
    } finally {
      await server.stop();
    }
  }
  await writeFile(outFile, renderTypedSqlModule(kind, described));
  return outFile;
}
