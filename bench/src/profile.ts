import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ChildServer } from './processes';

/**
 * Where a server's CPU goes, from a V8 CPU profile taken over its inspector
 * port: each sample's time goes to the part of the code it was spent in.
 * The server is one esbuild bundle whose modules each start with a `// path`
 * comment, so a bundled frame is placed by the comment above its line.
 */

/** The parts, in the order the report shows them. */
export const CPU_PARTS = [
  'Prisma client',
  'adapter and driver',
  'Fastify and its plugins',
  'validation (zod)',
  'logging',
  'other libraries',
  'our code',
  'Node.js',
  'GC',
  'V8 and native',
] as const;
export type CpuPart = (typeof CPU_PARTS)[number];

/** The part a module belongs to, by its path (the first rule that matches). */
const PART_OF_MODULE: [RegExp, CpuPart][] = [
  [
    /@prisma[/+]adapter-|better-sqlite3|[/+]pg(-[a-z]+)?@|node_modules\/pg(-[a-z]+)?\//,
    'adapter and driver',
  ],
  [/@prisma[/+]|prisma\/generated|^wasm:/, 'Prisma client'],
  [/[/+]zod@|node_modules\/zod\//, 'validation (zod)'],
  [/pino|sonic-boom|thread-stream/, 'logging'],
  [
    /fastify|avvio|find-my-way|light-my-request|fast-json-stringify|fast-querystring|fast-uri|ajv|secure-json-parse/,
    'Fastify and its plugins',
  ],
  [/^node:/, 'Node.js'],
  [/node_modules\//, 'other libraries'],
  [/^(\.\.\/\.\.\/)?(src|packages|prisma)\//, 'our code'],
];

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A file's module boundaries: the line (0-based) each bundled module starts at, and its path. */
type ModuleIndex = { line: number; path: string }[];

// A path of at least two parts (pnpm's folder names hold `+`, `_`, `=`).
const MODULE_COMMENT = /^\/\/ ((?:\.\.\/)*[^\s/]+(?:\/[^\s/]+)+\.(?:[cm]?[jt]sx?|json))$/;

function moduleIndex(url: string): ModuleIndex {
  let text: string;
  try {
    text = fs.readFileSync(fileURLToPath(url), 'utf8');
  } catch {
    return [];
  }
  const index: ModuleIndex = [];
  text.split('\n').forEach((line, number) => {
    const match = MODULE_COMMENT.exec(line);
    if (match?.[1]) index.push({ line: number, path: match[1] });
  });
  return index;
}

/** Places frames into parts; each file's bundle comments read once. */
class FramePlacer {
  private readonly indexes = new Map<string, ModuleIndex>();

  modulePath(frame: CallFrame): string {
    const { url } = frame;
    // Packages installed beside the bundle are modules of their own, whatever their comments say.
    if (!url.startsWith('file:') || url.includes('/node_modules/')) return url;
    let index = this.indexes.get(url);
    if (!index) {
      index = moduleIndex(url);
      this.indexes.set(url, index);
    }
    // The last module starting at or above the frame's line; a file that is no bundle is its own module.
    let low = 0;
    let high = index.length - 1;
    let found: string | undefined;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const entry = index[middle]!;
      if (entry.line <= frame.lineNumber) {
        found = entry.path;
        low = middle + 1;
      } else {
        high = middle - 1;
      }
    }
    return found ?? url;
  }

  part(frame: CallFrame): CpuPart {
    const module = this.modulePath(frame);
    for (const [pattern, part] of PART_OF_MODULE) if (pattern.test(module)) return part;
    return 'our code';
  }
}

/**
 * Milliseconds of the profile's (main thread's) time spent in each part,
 * idle time left out. A native function (no script of its own) counts for
 * the code that called it: better-sqlite3's C++ for the driver, a JSON.parse
 * for whoever parses.
 */
export function cpuByPart(profile: CpuProfile): Record<CpuPart, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const placer = new FramePlacer();
  const partOfNode = new Map<number, CpuPart | null>();
  const place = (id: number): CpuPart | null => {
    const known = partOfNode.get(id);
    if (known !== undefined) return known;
    const frame = byId.get(id)?.callFrame;
    let part: CpuPart | null;
    if (!frame || frame.functionName === '(idle)' || frame.functionName === '(root)') part = null;
    else if (frame.functionName === '(garbage collector)') part = 'GC';
    else if (frame.functionName === '(program)') part = 'V8 and native';
    else if (frame.url) part = placer.part(frame);
    else {
      const parent = parentOf.get(id);
      part = parent === undefined ? 'V8 and native' : (place(parent) ?? 'V8 and native');
    }
    partOfNode.set(id, part);
    return part;
  };
  const spent = Object.fromEntries(CPU_PARTS.map((part) => [part, 0])) as Record<CpuPart, number>;
  profile.samples.forEach((id, i) => {
    const part = place(id);
    if (part) spent[part] += (profile.timeDeltas[i] ?? 0) / 1000;
  });
  return spent;
}

/** A session on a Node.js process's inspector (Chrome DevTools protocol over a WebSocket). */
export class InspectorSession {
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();

  private constructor(private readonly socket: WebSocket) {
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as {
        id?: number;
        result?: unknown;
        error?: { message: string };
      };
      const waiting = message.id === undefined ? undefined : this.pending.get(message.id);
      if (!waiting || message.id === undefined) return;
      this.pending.delete(message.id);
      if (message.error) waiting.reject(new Error(message.error.message));
      else waiting.resolve(message.result);
    });
  }

  static async connect(port: number): Promise<InspectorSession> {
    const targets = (await fetch(`http://127.0.0.1:${port}/json/list`).then((res) =>
      res.json(),
    )) as { webSocketDebuggerUrl: string }[];
    const url = targets[0]?.webSocketDebuggerUrl;
    if (!url) throw new Error(`no inspector target on port ${port}`);
    const socket = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => resolve(), { once: true });
      socket.addEventListener('error', () => reject(new Error(`inspector ${url} refused`)), {
        once: true,
      });
    });
    return new InspectorSession(socket);
  }

  send<T>(method: string, params: Record<string, unknown> = {}): Promise<T> {
    const id = this.nextId++;
    this.socket.send(JSON.stringify({ id, method, params }));
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: (value) => resolve(value as T), reject });
    });
  }

  close() {
    this.socket.close();
  }
}

/**
 * A CPU profile of the process listening for an inspector on `port` while
 * `work` runs (sampled every `intervalUs` µs).
 */
export async function profileWhile(
  port: number,
  work: () => Promise<void>,
  intervalUs = 1000,
): Promise<CpuProfile> {
  const session = await InspectorSession.connect(port);
  try {
    await session.send('Profiler.enable');
    await session.send('Profiler.setSamplingInterval', { interval: intervalUs });
    await session.send('Profiler.start');
    await work();
    const { profile } = await session.send<{ profile: CpuProfile }>('Profiler.stop');
    await session.send('Profiler.disable');
    return profile;
  } finally {
    session.close();
  }
}

/** Where one workload's CPU goes, from a turn of load under the profiler. */
export interface CpuSplit {
  /** Each part's share of the main thread's busy samples (0–1). */
  shares: Record<CpuPart, number>;
  /** Busy samples the shares are drawn from. */
  samples: number;
}

/**
 * One more turn of a workload under the profiler: the measured turns run
 * without it, so their figures carry none of its cost. The profile gives
 * shares, not milliseconds: a sample stands for the wall time since the last
 * one, which on a busy machine includes time the thread waited for a core.
 */
export async function cpuSplitUnderLoad(
  server: ChildServer,
  load: () => Promise<void>,
  file: string,
): Promise<CpuSplit | undefined> {
  if (server.inspectPort === undefined) return undefined;
  const profile = await profileWhile(server.inspectPort, load);
  fs.writeFileSync(file, JSON.stringify(profile));
  const byPart = cpuByPart(profile);
  const busy = CPU_PARTS.reduce((sum, part) => sum + byPart[part], 0);
  if (busy <= 0) return undefined;
  return {
    shares: Object.fromEntries(CPU_PARTS.map((part) => [part, byPart[part] / busy])) as Record<
      CpuPart,
      number
    >,
    samples: profile.samples.length,
  };
}
