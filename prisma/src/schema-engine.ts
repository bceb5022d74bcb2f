import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import * as bindings from '@prisma/schema-engine-wasm/schema_engine_bg';
import type {
  SchemaContainer,
  SchemaEngine,
  SchemaFilter,
} from '@prisma/schema-engine-wasm/schema_engine_bg';
import { adapterFactory } from './client';
import { databaseKind, schemaPaths, type DatabaseKind } from './paths';

export type { SchemaEngine };

/**
 * Tables the migrations create by hand, which the schema cannot describe:
 * on SQLite the full-text indexes of decision record 014 (each an FTS5 table
 * and the four tables FTS5 keeps it in). Marked external, the schema engine
 * neither diffs nor drops them.
 */
const FTS5_SHADOW_TABLES = ['config', 'data', 'docsize', 'idx'];
export const schemaFilters: Record<DatabaseKind, SchemaFilter> = {
  sqlite: {
    externalTables: ['MaterialSearch', 'DocumentSearch'].flatMap((table) => [
      table,
      ...FTS5_SHADOW_TABLES.map((shadow) => `${table}_${shadow}`),
    ]),
    externalEnums: [],
  },
  postgresql: { externalTables: [], externalEnums: [] },
};

/**
 * Indexes the migrations create by hand on tables the schema describes: on
 * PostgreSQL the pg_trgm GIN indexes of decision record 014, which
 * schema.prisma cannot declare (it is also the SQLite schema, and the SQLite
 * provider refuses GIN indexes). The schema engine filters tables but not
 * indexes, so `diffSchema` leaves out its proposals to drop these.
 */
export const handMadeIndexes: Record<DatabaseKind, readonly string[]> = {
  sqlite: [],
  postgresql: ['Material_search_trgm_idx', 'Document_title_trgm_idx'],
};

// The WebAssembly global exists in Node, but its types live in lib.dom,
// which this Node-only package does not load; declare what is used.
declare const WebAssembly: {
  instantiate(
    bytes: Uint8Array,
    imports: object,
  ): Promise<{ instance: { exports: Record<string, unknown> } }>;
};

// One instantiation per copy of the JS glue module. Keyed by that module (on
// globalThis) rather than held in a variable here, because test runners may
// load this file afresh while Node keeps the glue module cached.
const globalKey = Symbol.for('portal.db.schemaEngineWasm');
const globals = globalThis as { [globalKey]?: WeakMap<object, Promise<void>> };
const instances = (globals[globalKey] ??= new WeakMap());

/**
 * Instantiates Prisma's WebAssembly schema engine. The package entry imports
 * the .wasm file as an ES module, which Node 20 allows only with
 * --experimental-wasm-modules; wiring the module to its JS glue by hand (what
 * that import does) needs no flag, so it works the same in tsx scripts, the
 * API server and vitest.
 */
function loadWasm(): Promise<void> {
  let loading = instances.get(bindings);
  if (!loading) {
    loading = (async () => {
      const entry = createRequire(import.meta.url).resolve('@prisma/schema-engine-wasm');
      const bytes = await readFile(path.join(path.dirname(entry), 'schema_engine_bg.wasm'));
      const { instance } = await WebAssembly.instantiate(bytes, {
        './schema_engine_bg.js': bindings,
      });
      bindings.__wbg_set_wasm(instance.exports);
      (instance.exports.__wbindgen_start as () => void)();
    })();
    loading.catch(() => instances.delete(bindings)); // let a later call retry
    instances.set(bindings, loading);
  }
  return loading;
}

export async function readSchemaFiles(file: string): Promise<SchemaContainer[]> {
  return [{ path: file, content: await readFile(file, 'utf8') }];
}

/**
 * Runs `work` with a schema engine bound to the database at `url` (SQLite or
 * PostgreSQL, through the same driver adapter as the app), then frees the
 * engine and closes the connections it opened.
 */
export async function withSchemaEngine<T>(
  options: { url?: string; schemaPath?: string },
  work: (engine: SchemaEngine, schemaFiles: SchemaContainer[]) => Promise<T>,
): Promise<T> {
  await loadWasm();
  const files = await readSchemaFiles(options.schemaPath ?? schemaPaths[databaseKind(options.url)]);
  const factory = adapterFactory(options.url);
  try {
    const engine = await bindings.SchemaEngine.new(
      { datamodels: files.map((file): [string, string] => [file.path, file.content]) },
      () => {}, // engine log lines; errors are thrown from the calls themselves
      bindMigrationAwareSqlAdapterFactory(factory),
    );
    try {
      return await work(engine, files);
    } finally {
      engine.free();
    }
  } finally {
    await factory.close();
  }
}
