// `pnpm bench:data --scale N`: adds N times the demo data to the database in
// DATABASE_URL (see src/scale). Seeds the demo first when the database is
// empty; refuses a database that already holds scale data. Run
// `pnpm db:migrate` first.
import { existsSync, statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { createPrismaClient, syncIdSequences } from '../client';
import { databaseKind, databaseLabel, resolveFromRoot } from '../paths';
import { readDbSettings } from '../settings';
import { generateScaleData, isScaled, isValidScale, SCALE_RANGE, ScaleDataError } from '../scale';
import type { ScaleProgress } from '../scale';
import { isDatabaseEmpty, seedDatabase } from '../seed';

const USAGE = `Usage: pnpm bench:data --scale N   (N from ${SCALE_RANGE.min} to ${SCALE_RANGE.max}; 1 is the demo seed alone)`;

/** The scale asked for, or the message that says what is wrong with the arguments. */
function readScale(): { scale: number } | { error: string } | { help: true } {
  let values;
  try {
    ({ values } = parseArgs({
      // pnpm may hand on a lone `--` before the flags.
      args: process.argv.slice(2).filter((arg) => arg !== '--'),
      options: { scale: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    }));
  } catch (error) {
    return { error: `${error instanceof Error ? error.message : String(error)}\n${USAGE}` };
  }
  if (values.help) return { help: true };
  if (values.scale === undefined) return { error: `--scale is required.\n${USAGE}` };
  const scale = /^\d+$/.test(values.scale) ? Number(values.scale) : Number.NaN;
  if (!isValidScale(scale)) return { error: `Bad --scale "${values.scale}".\n${USAGE}` };
  return { scale };
}

function fileSize(file: string): number {
  // Rows still in the write-ahead log count too.
  return [file, `${file}-wal`].reduce(
    (sum, part) => sum + (existsSync(part) ? statSync(part).size : 0),
    0,
  );
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

function progressBar() {
  const started = performance.now();
  const bar = new cliProgress.SingleBar(
    {
      stream: process.stderr,
      format:
        ' {bar} {percentage}% | {value}/{total} {step} | {rows} rows, {rate} rows/s | ETA {eta_formatted}',
      // On CI (no terminal) print a plain line every few seconds instead.
      noTTYOutput: true,
      notTTYSchedule: 5_000,
      etaBuffer: 50,
      hideCursor: true,
    },
    cliProgress.Presets.shades_classic,
  );
  let startedBar = false;
  return {
    update: (progress: ScaleProgress) => {
      const seconds = (performance.now() - started) / 1000;
      const payload = {
        step: progress.step,
        rows: progress.rowsWritten.toLocaleString('en-US'),
        rate: Math.round(progress.rowsWritten / Math.max(seconds, 0.001)).toLocaleString('en-US'),
      };
      if (!startedBar) {
        bar.start(progress.total, 0, payload);
        startedBar = true;
      }
      bar.update(progress.done, payload);
    },
    stop: () => {
      if (startedBar) bar.stop();
    },
  };
}

async function main(): Promise<number> {
  const args = readScale();
  if ('help' in args) {
    console.log(USAGE);
    return 0;
  }
  if ('error' in args) {
    console.error(args.error);
    return 1;
  }
  const { scale } = args;
  const settings = readDbSettings();
  const url = settings.DATABASE_URL;
  const onSqlite = databaseKind(url) === 'sqlite';
  const file = databaseLabel(url);
  if (onSqlite && !existsSync(file)) {
    console.error(`Database ${file} does not exist. Run \`pnpm db:migrate\` first.`);
    return 1;
  }
  // Relative folders are taken from the repository root, like DATABASE_URL.
  const filesDir = resolveFromRoot(settings.FILES_DIR);

  const db = createPrismaClient(url, { poolSize: settings.DATABASE_POOL_SIZE });
  let bar: ReturnType<typeof progressBar> | undefined;
  try {
    if (await isDatabaseEmpty(db)) {
      await seedDatabase(db, { filesDir });
      console.error(`Database ${file} was empty: seeded the demo data first.`);
    } else if (await isScaled(db)) {
      console.error(
        `Database ${file} already holds scale data; nothing added. Scale a fresh database (pnpm db:migrate) instead.`,
      );
      return 1;
    }
    // On SQLite, give the bulk load a 256 MiB page cache instead of 2 MiB, so
    // that a transaction's changed index pages stay in memory until it commits.
    if (onSqlite) await db.$executeRawUnsafe('PRAGMA cache_size = -262144');
    bar = progressBar();
    const onProgress = bar.update;
    const result = await generateScaleData(db, { scale, onProgress });
    bar.stop();
    await syncIdSequences(db);
    const rows = Object.entries(result.added);
    const total = rows.reduce((sum, [, count]) => sum + count, 0);
    console.log(
      `Scale ${scale}: added ${total.toLocaleString('en-US')} rows to ${file} in ${result.seconds.toFixed(1)} s.`,
    );
    for (const [table, count] of rows) {
      console.log(`  ${table.padEnd(22)} ${count.toLocaleString('en-US').padStart(11)}`);
    }
    // Closing checkpoints the write-ahead log into the file, so the size is final.
    await db.$disconnect();
    if (onSqlite) console.log(`Database size: ${megabytes(fileSize(file))}.`);
    return 0;
  } catch (error) {
    bar?.stop();
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof ScaleDataError) console.error(message);
    else if (/no such table|does not exist/i.test(message)) {
      console.error(`Database ${file} is not migrated. Run \`pnpm db:migrate\` first.`);
    } else console.error(error);
    return 1;
  } finally {
    await db.$disconnect();
  }
}

process.exitCode = await main();
