import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateDatabase } from '../src/migrations';
import {
  describeQueries,
  generateTypedSql,
  parseAnnotations,
  renderTypedSqlModule,
  typedSqlModules,
} from '../src/typed-sql';
import { tempDatabaseUrl, tempDir } from './temp';

describe('the committed typed SQL modules', () => {
  it.each(['sqlite', 'postgresql'] as const)(
    'are what `pnpm db:sql` writes from prisma/sql/%s',
    async (kind) => {
      const file = await generateTypedSql(kind, path.join(tempDir(), `${kind}.ts`));
      // Differing: the SQL or the migrations changed without `pnpm db:sql`.
      expect(readFileSync(file, 'utf8')).toBe(readFileSync(typedSqlModules[kind], 'utf8'));
    },
    60_000,
  );
});

describe('describing a query', () => {
  const query = {
    name: 'partsOfSerial',
    source: [
      '-- @description The parts of one serial',
      '-- @param {Int} $1:serialId',
      '-- @param {String} $2:bom? a BOM, or null for every part',
      'SELECT m."id", m."priceCents", m."bom", s."enName" AS "serial", m."status" + 1 AS "next"',
      'FROM "Material" m JOIN "Serial" s ON s."id" = m."serialId"',
      'WHERE m."serialId" = ? AND m."bom" = coalesce(?, m."bom")',
    ].join('\n'),
  };

  it('types parameters from the annotations and columns from the SQLite schema', async () => {
    const url = tempDatabaseUrl();
    await migrateDatabase(url);
    const [described] = await describeQueries(url, [query]);
    expect(described).toEqual({
      ...query,
      documentation: 'The parts of one serial',
      parameters: [
        { name: 'serialId', typ: 'int', nullable: false, documentation: null },
        {
          name: 'bom',
          typ: 'string',
          nullable: true,
          documentation: 'a BOM, or null for every part',
        },
      ],
      resultColumns: [
        { name: 'id', typ: 'int', nullable: false },
        { name: 'priceCents', typ: 'int', nullable: true },
        { name: 'bom', typ: 'string', nullable: false },
        { name: 'serial', typ: 'string', nullable: false },
        // An expression: SQLite types its values row by row.
        { name: 'next', typ: 'unknown', nullable: true },
      ],
    });
    const module = renderTypedSqlModule('sqlite', described ? [described] : []);
    expect(module).toContain('export const partsOfSerial = $runtime.makeTypedQueryFactory(');
    expect(module).toContain(
      ') as (serialId: number, bom: string | null) => $runtime.TypedSql<partsOfSerial.Parameters, partsOfSerial.Result>;',
    );
    expect(module).toContain('    priceCents: number | null;\n    bom: string;\n');
    expect(module).toContain('    next: unknown;\n');
  });

  it('takes every column of an outer join as nullable', async () => {
    const url = tempDatabaseUrl();
    await migrateDatabase(url);
    const [described] = await describeQueries(url, [
      {
        name: 'documents',
        source:
          'SELECT d."id", s."enName" FROM "Document" d LEFT JOIN "Serial" s ON s."id" = d."modelId"',
      },
    ]);
    expect(described?.resultColumns.map((column) => column.nullable)).toEqual([true, true]);
  });

  it('refuses annotations that do not fit the query', async () => {
    const url = tempDatabaseUrl();
    await migrateDatabase(url);
    const tooFew = { name: 'tooFew', source: '-- @param {Int} $1:a\nSELECT ? + ? AS "sum"' };
    await expect(describeQueries(url, [tooFew])).rejects.toThrow(
      /tooFew\.sql: the query has not 1 parameters/,
    );
    expect(() =>
      parseAnnotations({ name: 'gap', source: '-- @param {Int} $2:b\nSELECT ?' }),
    ).toThrow(/number \$1, \$2/);
    expect(() =>
      parseAnnotations({ name: 'odd', source: '-- @param {Number} $1:b\nSELECT ?' }),
    ).toThrow(/unknown parameter type \{Number\}/);
  });
});
