// Configuration for the stock Prisma CLI: `prisma generate` everywhere, and
// `prisma migrate` / `prisma studio` on a machine that can download the
// schema engine. The database comes from DATABASE_URL, as for the app.
import { defineConfig } from 'prisma/config';
import { databaseUrl } from './src/paths';
import { readDbSettings } from './src/settings';

export default defineConfig({
  schema: 'schema.prisma',
  migrations: { path: 'migrations' },
  datasource: { url: databaseUrl(readDbSettings().DATABASE_URL) },
});
