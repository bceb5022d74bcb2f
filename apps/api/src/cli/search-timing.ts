// `tsx src/cli/search-timing.ts [rounds] [group]`: times the accessories and
// document searches through the full request path (app.inject) on the
// database in DATABASE_URL, e.g. one made by `pnpm bench:data --scale 100`:
// the CPU time of this process and the wall time per search, after a
// warm-up; `group` keeps only the groups whose name holds it. The figures of
// decision record 014 come from it. It only reads.
import { API_PATHS } from '@portal/contracts';
import type { InjectOptions } from 'fastify';
import { createPrismaClient, databaseLabel, processEnvironment } from '@portal/db';
import { buildApp } from '../app';
import { readEnv } from '../env';

/** Texts as visitors type them: words in both languages, BOM parts, any case, a few letters. */
const ACCESSORY_TEXTS = [
  'ładowarka',
  'CHARGER',
  'etui z klapką',
  'usb-c',
  'NT-CHG',
  'fold 7',
  'czarne',
  'Orbis One',
  'protective film',
  'BATERIA',
  'no such part',
  '67 W',
];
const SHORT_ACCESSORY_TEXTS = ['ł', '5G', 'x'];
const DOCUMENT_TEXTS = ['manual', 'SERVICE NOTES', 'fold 8', 'SN-2024', 'back cover', 'nothing'];
const SHORT_DOCUMENT_TEXTS = ['ł', 'e'];

interface Search {
  name: string;
  inject: InjectOptions;
}

function searches(texts: string[], group: string, kind: 'materials' | 'documents'): Search[] {
  return texts.flatMap((text, index) =>
    [0, 1, 3].map((page) => ({
      name: group,
      inject:
        kind === 'materials'
          ? {
              method: 'POST' as const,
              url: API_PATHS.materialPage,
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              payload: new URLSearchParams({
                status: '1',
                start: String(page * 15),
                length: '15',
                enName: text,
                plName: text,
                ...(index % 3 === 2 ? { serialId: String(1 + (index % 7)) } : {}),
              }).toString(),
            }
          : {
              method: 'GET' as const,
              url: `${API_PATHS.documentsPage}?${new URLSearchParams({
                start: String(page * 10),
                length: '10',
                title: text,
              })}`,
            },
    })),
  );
}

const rounds = Number(process.argv[2] ?? 3);
const env = readEnv(processEnvironment({ LOG_LEVEL: 'silent', RATE_LIMIT_ENABLED: 'false' }));
const db = createPrismaClient(env.DATABASE_URL, { poolSize: env.DATABASE_POOL_SIZE });
const app = await buildApp({ env, db });
await app.ready();

const all = [
  ...searches(ACCESSORY_TEXTS, 'accessories, 3+ letters', 'materials'),
  ...searches(SHORT_ACCESSORY_TEXTS, 'accessories, 1-2 letters', 'materials'),
  ...searches(DOCUMENT_TEXTS, 'documents, 3+ letters', 'documents'),
  ...searches(SHORT_DOCUMENT_TEXTS, 'documents, 1-2 letters', 'documents'),
  // The pages without a text, for comparison: Prisma's findMany and count.
  ...searches([''], 'accessories, no text', 'materials'),
  ...searches([''], 'documents, no text', 'documents'),
].filter((search) => search.name.includes(process.argv[3] ?? ''));
for (const search of all) await app.inject(search.inject); // warm-up

const times = new Map<string, { cpu: number[]; wall: number[] }>();
for (let round = 0; round < rounds; round++) {
  for (const search of all) {
    const cpuBefore = process.cpuUsage();
    const wallBefore = performance.now();
    const res = await app.inject(search.inject);
    const wall = performance.now() - wallBefore;
    const cpu = process.cpuUsage(cpuBefore);
    if (res.statusCode !== 200)
      throw new Error(`${search.name}: HTTP ${res.statusCode} ${res.body}`);
    const entry = times.get(search.name) ?? { cpu: [], wall: [] };
    entry.cpu.push((cpu.user + cpu.system) / 1000);
    entry.wall.push(wall);
    times.set(search.name, entry);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
console.log(`${databaseLabel(env.DATABASE_URL)}: ${all.length * rounds} searches`);
for (const [name, { cpu, wall }] of times) {
  console.log(
    `${name.padEnd(26)} n=${String(cpu.length).padStart(4)}  CPU mean ${mean(cpu).toFixed(2)} ms, median ${median(cpu).toFixed(2)} ms; wall mean ${mean(wall).toFixed(2)} ms`,
  );
}
await app.close();
await db.$disconnect();
