// `pnpm db:sql [sqlite|postgresql]`: writes the typed functions of
// prisma/sql/<database>/*.sql into prisma/sql/generated/<database>.ts (both
// databases without an argument). The PostgreSQL module is described on a
// throwaway server (Debian's postgresql); both modules are committed.
import path from 'node:path';
import { repoRoot, type DatabaseKind } from '../paths';
import { generateTypedSql } from '../typed-sql';

const KINDS: DatabaseKind[] = ['sqlite', 'postgresql'];
const asked = process.argv.slice(2);
const unknown = asked.filter((arg) => !KINDS.includes(arg as DatabaseKind));
if (unknown.length > 0) {
  console.error('Usage: pnpm db:sql [sqlite|postgresql]');
  process.exit(1);
}
for (const kind of asked.length > 0 ? (asked as DatabaseKind[]) : KINDS) {
  const file = await generateTypedSql(kind);
  console.log(`Wrote ${path.relative(repoRoot, file)}`);
}
