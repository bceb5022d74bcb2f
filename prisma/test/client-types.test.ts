import { describe, expectTypeOf, it } from 'vitest';
import type { Prisma } from '../generated/client/client';
import type { Prisma as PostgresPrisma } from '../generated/postgresql/client/client';

type Models = Prisma.TypeMap['model'];
type PostgresModels = PostgresPrisma.TypeMap['model'];
type Rows<M extends Record<string, { payload: { scalars: unknown } }>> = {
  [Name in keyof M]: M[Name]['payload']['scalars'];
};

// createPrismaClient hands out the PostgreSQL client under the SQLite client's
// type (prisma/src/client.ts): sound while both have the same models and rows,
// which `pnpm typecheck` checks here.
describe("the two generated clients' types", () => {
  it('have the same models with the same rows', () => {
    expectTypeOf<keyof PostgresModels>().toEqualTypeOf<keyof Models>();
    expectTypeOf<Rows<PostgresModels>>().toEqualTypeOf<Rows<Models>>();
  });
});
