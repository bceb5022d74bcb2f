// `pnpm db:diff <name>`: writes a migration for the schema changes not yet in
// prisma/migrations, one for each database under the same name. The
// PostgreSQL one is computed on a throwaway server (Debian's postgresql).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { diffMigration, timestamp } from '../diff';
import { prismaDir, repoRoot } from '../paths';
import { startPostgres } from '../postgres-server';

const name = process.argv.slice(2).join('_');
if (!name) {
  console.error('Usage: pnpm db:diff <migration_name>');
  process.exit(1);
}

// First the generated PostgreSQL schema and both clients, from schema.prisma
// as it is now: the PostgreSQL diff reads that schema, and the client types
// must follow the change, as `prisma migrate dev` does.
const generate = spawnSync(process.execPath, [path.join(prismaDir, 'scripts', 'generate.mjs')], {
  stdio: 'inherit',
});
if (generate.status !== 0) process.exit(generate.status ?? 1);

const folderTime = timestamp(new Date());
const sqlite = await diffMigration(name, { folderTime });
const server = await startPostgres({ fast: true });
let postgresql;
try {
  postgresql = await diffMigration(name, {
    folderTime,
    scratchUrl: await server.createDatabase('scratch'),
  });
} finally {
  await server.stop();
}
if (!sqlite.created && !postgresql.created) {
  console.log('No schema changes: the migrations already match schema.prisma. Nothing written.');
  process.exit(0);
}
for (const outcome of [sqlite, postgresql]) {
  if (outcome.created) console.log(`Created ${path.relative(repoRoot, outcome.file)}`);
}
if (sqlite.created !== postgresql.created) {
  console.error(
    `Only the ${sqlite.created ? 'SQLite' : 'PostgreSQL'} migration was written: the two schemas disagree; compare schema.prisma with generated/postgresql.prisma.`,
  );
  process.exit(1);
}
console.log('Apply it with: pnpm db:migrate');
