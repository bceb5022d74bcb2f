// `pnpm db:diff <name>`: writes a migration for the schema changes not yet in prisma/migrations.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { diffMigration } from '../diff';
import { prismaDir, repoRoot } from '../paths';

const name = process.argv.slice(2).join('_');
if (!name) {
  console.error('Usage: pnpm db:diff <migration_name>');
  process.exit(1);
}

const outcome = await diffMigration(name);
if (!outcome.created) {
  console.log('No schema changes: the migrations already match schema.prisma. Nothing written.');
  process.exit(0);
}
console.log(`Created ${path.relative(repoRoot, outcome.file)}`);
// The schema changed, so the client types must follow, as `prisma migrate dev` does.
const generate = spawnSync(process.execPath, [path.join(prismaDir, 'scripts', 'generate.mjs')], {
  stdio: 'inherit',
});
console.log('Apply it with: pnpm db:migrate');
process.exit(generate.status ?? 1);
