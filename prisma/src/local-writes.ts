let statements = 0;

/**
 * Counts what this process has run on its databases that may have changed
 * them: every statement and commit of a Prisma connection (`SqliteAdapterFactory`),
 * and each write on a connection of `openSqliteConnection`, whose owner notes
 * it. A cache of database answers compares the count to see whether this
 * process may have written since it last asked SQLite, without asking.
 */
export const localWrites = {
  note(): void {
    statements += 1;
  },
  get count(): number {
    return statements;
  },
};
