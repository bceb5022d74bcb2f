// `pnpm demo:advance <RMA number|order id> [to <status>]`: moves a repair
// order (by RMA number) or a spare-part order (by id) one step through its
// lifecycle in the database of DATABASE_URL, through the same service as the
// operator endpoints. Exit code 1 with the reason when the step is refused.
import { existsSync } from 'node:fs';
import {
  RMA_NUMBER_PATTERN,
  type AdvanceRepairResult,
  type AdvanceSparePartResult,
} from '@portal/contracts';
import { createPrismaClient, databaseKind, databaseLabel } from '@portal/db';
import { readEnv } from '../env';
import { AppError } from '../lib/app-error';
import { createClock } from '../lib/clock';
import { advanceRepairOrder, advanceSparePartOrder } from '../services/lifecycle';

const USAGE = `Usage: pnpm demo:advance <RMA number|order id> [to <status>]
  pnpm demo:advance RMA261119924084675699546               next step of a repair order
  pnpm demo:advance RMA261119924084675699546 to finished   a named status, step or status code
  pnpm demo:advance 403041143847064 to paid                a spare-part order by its id`;

function parseArgs(args: string[]): { key: string; target?: string } | null {
  const words = args.filter((word) => word !== '--');
  const [key, ...rest] = words;
  if (!key || key.startsWith('-')) return null;
  if (rest[0] === 'to' || rest[0] === '--to') rest.shift();
  if (rest.length > 1) return null;
  return { key, target: rest[0] };
}

type Step = AdvanceRepairResult['next'][number];

function describeNext(next: Step[]): string {
  if (next.length === 0) return 'none (final)';
  return next
    .map((s) => `${s.step} → ${s.to} (${s.status})${s.manual ? ' [only when asked]' : ''}`)
    .join(', ');
}

function printRepair(result: AdvanceRepairResult) {
  const { lookup } = result;
  console.log(
    `${result.rmaNumber}: ${result.from} → ${result.to} (status ${result.status}), step "${result.step}"`,
  );
  const times = (
    ['createTime', 'receiveTime', 'checkTime', 'repairTime', 'sendDateTime'] as const
  ).filter((field) => lookup[field] !== null);
  for (const field of times) console.log(`  ${field.padEnd(12)} ${lookup[field]}`);
  if (lookup.sendLogisticsNo) {
    console.log(`  courier      ${lookup.sendLogisticsTypeName} ${lookup.sendLogisticsNo}`);
  }
  console.log(`  next: ${describeNext(result.next)}`);
}

function printSparePart(result: AdvanceSparePartResult) {
  console.log(
    `Order ${result.orderId}: ${result.from} → ${result.to} (status ${result.status}), step "${result.step}"`,
  );
  if (result.lookup.logisticsNo) {
    console.log(`  courier      ${result.lookup.logisticsName} ${result.lookup.logisticsNo}`);
  }
  console.log(`  next: ${describeNext(result.next)}`);
}

async function main(): Promise<number> {
  const parsed = parseArgs(process.argv.slice(2));
  if (!parsed) {
    console.error(USAGE);
    return 1;
  }
  const env = readEnv();
  // A SQLite file that is not there would be created empty by opening it.
  const file = databaseLabel(env.DATABASE_URL);
  if (databaseKind(env.DATABASE_URL) === 'sqlite' && !existsSync(file)) {
    console.error(
      `Database ${file} does not exist. Start the portal once, or run pnpm db:migrate and pnpm db:seed.`,
    );
    return 1;
  }
  const db = createPrismaClient(env.DATABASE_URL, { poolSize: env.DATABASE_POOL_SIZE });
  try {
    // The portal's business clock: fixed where the operator fixed it (test controls).
    const now = await createClock(db, env.TEST_CONTROLS).now();
    if (/^\d+$/.test(parsed.key)) {
      printSparePart(await advanceSparePartOrder(db, Number(parsed.key), parsed.target, now));
    } else if (RMA_NUMBER_PATTERN.test(parsed.key.toUpperCase())) {
      printRepair(await advanceRepairOrder(db, parsed.key, parsed.target, now));
    } else {
      console.error(`"${parsed.key}" is neither an RMA number nor an order id.\n${USAGE}`);
      return 1;
    }
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await db.$disconnect();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
