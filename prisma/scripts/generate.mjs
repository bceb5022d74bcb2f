// Runs `prisma generate` without network access (root postinstall), once
// per database: `generated/client` for SQLite from schema.prisma, and
// `generated/postgresql/client` from the same models with the PostgreSQL
// provider (written to `generated/postgresql.prisma`). A generated client
// serves only the provider it was generated for, so both are needed at run
// time; their types are one: see `typedAsTheSqliteClient`.
//
// The stock CLI downloads a schema-engine binary at start-up even though
// `generate` never uses it; pointing PRISMA_SCHEMA_ENGINE_BINARY at an
// executable stub skips the download. Generation is skipped when the schema
// and Prisma versions are unchanged since the last run (pass --force to redo).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const prismaDir = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const outputDir = path.join(prismaDir, 'generated');
const clientDir = path.join(outputDir, 'client');
const fingerprintFile = path.join(clientDir, '.fingerprint');
const schemaFile = path.join(prismaDir, 'schema.prisma');
const postgresSchemaFile = path.join(outputDir, 'postgresql.prisma');
const require = createRequire(import.meta.url);

const cliPackage = require.resolve('prisma/package.json');
const cliVersion = JSON.parse(readFileSync(cliPackage, 'utf8')).version;
const clientVersion = JSON.parse(
  readFileSync(require.resolve('@prisma/client/package.json'), 'utf8'),
).version;
const fingerprint = createHash('sha256')
  .update([cliVersion, clientVersion, readFileSync(schemaFile, 'utf8')].join('\0'))
  .digest('hex');

const upToDate =
  existsSync(path.join(clientDir, 'client.ts')) &&
  existsSync(path.join(outputDir, 'postgresql', 'client', 'client.ts')) &&
  existsSync(fingerprintFile) &&
  readFileSync(fingerprintFile, 'utf8') === fingerprint;
if (upToDate && !process.argv.includes('--force')) process.exit(0);

mkdirSync(outputDir, { recursive: true });
const windows = process.platform === 'win32';
const stub = path.join(outputDir, windows ? 'schema-engine-stub.cmd' : 'schema-engine-stub');
writeFileSync(stub, windows ? '@exit /b 0\r\n' : '#!/bin/sh\nexit 0\n');
if (!windows) chmodSync(stub, 0o755);

/** The models of schema.prisma for PostgreSQL, generating into `generated/postgresql/client`. */
function postgresSchema(text) {
  const out = text
    .replace(/provider\s*=\s*"sqlite"/, 'provider = "postgresql"')
    .replace(/output\s*=\s*"\.\/generated\/client"/, 'output = "./postgresql/client"');
  if (!out.includes('"postgresql"') || !out.includes('./postgresql/client')) {
    throw new Error(
      'schema.prisma: expected provider = "sqlite" and output = "./generated/client"',
    );
  }
  return out;
}

writeFileSync(postgresSchemaFile, postgresSchema(readFileSync(schemaFile, 'utf8')));
for (const schema of [schemaFile, postgresSchemaFile]) generate(schema);
typedAsTheSqliteClient(path.join(outputDir, 'postgresql', 'client'));

/**
 * Keeps of the PostgreSQL client only its runtime (the class made from its
 * query compiler and schema) and types that class by the SQLite client's
 * declarations, so that the app knows one client type and the PostgreSQL
 * client is one without a cast. TypeScript cannot relate two separately
 * generated clients: every delegate method returns a conditional type over
 * its own client's payloads. The two are generated from the same models, and
 * the SQLite client's inputs are a subset of PostgreSQL's (no `mode` in
 * string filters, fewer isolation levels), so every call typed by the SQLite
 * client is one the PostgreSQL client takes. The class module's declarations
 * are the same text for both providers and read the types through one import,
 * which is pointed at the SQLite client's; the PostgreSQL client's own type
 * modules are removed.
 */
function typedAsTheSqliteClient(dir) {
  const classFile = path.join(dir, 'internal', 'class.ts');
  const ownTypes = 'import type * as Prisma from "./prismaNamespace.ts"';
  const text = readFileSync(classFile, 'utf8');
  if (!text.includes(ownTypes)) {
    throw new Error(`${classFile}: expected \`${ownTypes}\` (has Prisma's generator changed?)`);
  }
  writeFileSync(
    classFile,
    text.replace(
      ownTypes,
      'import type * as Prisma from "../../../client/internal/prismaNamespace.ts"',
    ),
  );
  writeFileSync(
    path.join(dir, 'client.ts'),
    `/* Written by prisma/scripts/generate.mjs: the PostgreSQL client's class, typed as the SQLite client. */
// @ts-nocheck
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as $Class from "./internal/class.ts"
globalThis['__dirname'] = path.dirname(fileURLToPath(import.meta.url))

export const PrismaClient = $Class.getPrismaClientClass()
`,
  );
  for (const typesOnly of [
    'browser.ts',
    'commonInputTypes.ts',
    'enums.ts',
    'models.ts',
    'models',
    'internal/prismaNamespace.ts',
    'internal/prismaNamespaceBrowser.ts',
  ]) {
    rmSync(path.join(dir, typesOnly), { recursive: true, force: true });
  }
}

function generate(schema) {
  const result = spawnSync(
    process.execPath,
    [path.join(path.dirname(cliPackage), 'build', 'index.js'), 'generate', '--schema', schema],
    {
      cwd: prismaDir,
      encoding: 'utf8',
      env: {
        ...process.env,
        PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY || stub,
        CHECKPOINT_DISABLE: '1', // no version-check request
        PRISMA_HIDE_UPDATE_MESSAGE: '1',
      },
    },
  );
  if (result.status !== 0) {
    process.stderr.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    if (result.error) console.error(result.error);
    process.exit(result.status ?? 1);
  }
}
writeFileSync(fingerprintFile, fingerprint);
console.log(
  `Prisma client ${clientVersion} generated in prisma/generated/client (SQLite) and prisma/generated/postgresql/client.`,
);
