import { describe, expect, it } from 'vitest';
import { storageFault } from '../src/storage';

describe('storageFault', () => {
  it('tells a client to try again when too many writers wait, on either database', () => {
    const busy = 'Database busy: please try again in a moment';
    // node-postgres's pool when no connection came free in time.
    expect(storageFault(new Error('timeout exceeded when trying to connect'))).toBe(busy);
    // Prisma's interactive transaction that could not start or finish in time.
    expect(storageFault(Object.assign(new Error('Transaction API error'), { code: 'P2028' }))).toBe(
      busy,
    );
    // SQLite's writer lock still held after the busy timeout.
    expect(storageFault({ code: 'SQLITE_BUSY' })).toBe(busy);
  });

  it('names a full database, and leaves other errors to the caller', () => {
    expect(storageFault({ cause: { originalCode: '53100' } })).toBe('Database storage is full');
    expect(storageFault(new Error('something else'))).toBeNull();
    expect(storageFault({ code: 'P2002' })).toBeNull();
  });

  it('names a lost or refused database connection, however the driver reports it', () => {
    const unreachable = 'Database not reachable';
    // node-postgres when the server went away under a connection, or a client that saw it.
    expect(storageFault(new Error('Connection terminated unexpectedly'))).toBe(unreachable);
    expect(
      storageFault({
        cause: new Error('Client has encountered a connection error and is not queryable'),
      }),
    ).toBe(unreachable);
    // The socket refused or reset, and PostgreSQL's connection-exception and crash codes.
    expect(storageFault(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(
      unreachable,
    );
    expect(storageFault({ meta: { driverAdapterError: { cause: { code: 'ECONNRESET' } } } })).toBe(
      unreachable,
    );
    expect(storageFault({ cause: { originalCode: '08006' } })).toBe(unreachable);
    expect(storageFault({ cause: { originalCode: '57P02' } })).toBe(unreachable);
    expect(storageFault({ kind: 'DatabaseNotReachable' })).toBe(unreachable);
    // Prisma's own codes: the server closed the connection, or cannot be reached.
    expect(storageFault({ code: 'P1017' })).toBe(unreachable);
    expect(storageFault({ code: 'P1001' })).toBe(unreachable);
  });
});
