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
import { databaseKind, schemaPaths } from './paths';

export type { SchemaEngine };

/** No externally managed tables or enums in this project. */
export const noFilters: SchemaFilter = { externalTables: [], externalEnums: [] };

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
