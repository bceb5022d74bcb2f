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
});
