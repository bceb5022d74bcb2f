import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { baseEnv, REPO_ROOT } from '@portal/test-support';

/** The one load balancer configuration, run by docker-compose.yml's "scale" profile and by this harness. */
export const HAPROXY_CONFIG = path.join(REPO_ROOT, 'deploy', 'haproxy.cfg');

/** Debian's HAProxy (`apt-get install haproxy`), or HAPROXY_BIN. */
export const HAPROXY_BIN = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';

/** Throws, naming the package to install, when there is no HAProxy to start. */
export function requireHaproxy(): void {
  if (!fs.existsSync(HAPROXY_BIN)) {
    throw new Error(`HAProxy is not installed at ${HAPROXY_BIN} (apt-get install haproxy)`);
  }
}

/** The server names in haproxy.cfg, in order: instance n is `portal<n>`, reached at `PORTAL_<n>`. */
export const INSTANCE_COUNT = 3;
export const serverName = (index: number) => `portal${index + 1}`;

/**
 * Where HAProxy connects to the instances from on loopback: not 127.0.0.1,
 * so the instances trust exactly it (TRUST_PROXY) and not a client on this
 * machine that connects to them directly.
 */
export const LOOPBACK_SOURCE = '127.0.0.2';

/** What haproxy.cfg reads from the environment. */
export interface HaproxyAddresses {
  /** Where visitors connect, `host:port`. */
  bind: string;
  /** HAProxy's status page, `host:port`. */
  statsBind: string;
  /** `host:port` of each instance, in server order. */
  instances: string[];
  /** The address HAProxy connects to the instances from: their TRUST_PROXY. */
  source: string;
}

export function haproxyEnv({ bind, statsBind, instances, source }: HaproxyAddresses) {
  if (instances.length !== INSTANCE_COUNT) {
    throw new Error(`haproxy.cfg lists ${INSTANCE_COUNT} instances, not ${instances.length}`);
  }
  return {
    LB_BIND: bind,
    LB_STATS_BIND: statsBind,
    LB_SOURCE: source,
    ...Object.fromEntries(instances.map((address, i) => [`PORTAL_${i + 1}`, address])),
  } as Record<string, string>;
}

/** One server's line of the status CSV: its state (UP, DOWN, MAINT, …) and answers by class. */
export interface ServerStatus {
  name: string;
  status: string;
  /** Answers sent back to clients, by class: 2xx, 5xx. */
  answered2xx: number;
  answered5xx: number;
  /** Requests the server has been sent in total. */
  sessions: number;
  /** What went wrong with it: answers cut off or not given, aborts by either side, retries. */
  trouble: {
    responseErrors: number;
    serverAborts: number;
    clientAborts: number;
    retries: number;
    redispatches: number;
  };
}

/** HAProxy in the foreground on deploy/haproxy.cfg, its log in `logFile`. */
export class Haproxy {
  readonly #exit: Promise<number | null>;
  #running = true;

  private constructor(
    readonly child: ChildProcess,
    readonly statsUrl: string,
  ) {
    this.#exit = new Promise((resolve) =>
      child.once('exit', (code) => {
        this.#running = false;
        resolve(code);
      }),
    );
  }

  static start(addresses: HaproxyAddresses, logFile: string): Haproxy {
    requireHaproxy();
    const log = fs.openSync(logFile, 'a');
    // -db: stay in the foreground, so this process owns it and its end.
    const child = spawn(HAPROXY_BIN, ['-db', '-f', HAPROXY_CONFIG], {
      env: { ...baseEnv(), ...haproxyEnv(addresses) },
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    return new Haproxy(child, `http://${addresses.statsBind}/`);
  }

  get running(): boolean {
    return this.#running;
  }

  /** The backend's servers as the status page shows them. */
  async servers(): Promise<ServerStatus[]> {
    const res = await fetch(`${this.statsUrl};csv`, { signal: AbortSignal.timeout(5000) });
    if (!res.ok) throw new Error(`HAProxy's status page answered ${res.status}`);
    return parseStats(await res.text());
  }

  /** Waits until every instance is in service (its /ready answered twice), or throws. */
  async waitAllUp(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let last = '';
    while (Date.now() < deadline) {
      if (!this.running) throw new Error('HAProxy ended while starting; see its log');
      try {
        const servers = await this.servers();
        last = servers.map((s) => `${s.name} ${s.status}`).join(', ');
        if (servers.length === INSTANCE_COUNT && servers.every((s) => s.status === 'UP')) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`HAProxy did not see every instance up in time (${last || 'no status'})`);
  }

  async stop(): Promise<void> {
    if (!this.running) return;
    this.child.kill('SIGTERM');
    await this.#exit;
  }
}

/** The backend's server rows of HAProxy's status CSV (`# pxname,svname,...` header). */
export function parseStats(csv: string): ServerStatus[] {
  const [header = '', ...lines] = csv.trim().split('\n');
  const columns = header.replace(/^#\s*/, '').split(',');
  const at = (row: string[], name: string) => row[columns.indexOf(name)] ?? '';
  return lines
    .map((line) => line.split(','))
    .filter((row) => at(row, 'pxname') === 'portals' && /^portal\d+$/.test(at(row, 'svname')))
    .map((row) => ({
      name: at(row, 'svname'),
      // "UP 1/3" while failing checks, "DOWN 1/2" while passing them: the state is the first word.
      status: at(row, 'status').split(' ')[0] ?? '',
      answered2xx: Number(at(row, 'hrsp_2xx')),
      answered5xx: Number(at(row, 'hrsp_5xx')),
      sessions: Number(at(row, 'stot')),
      trouble: {
        responseErrors: Number(at(row, 'eresp')),
        serverAborts: Number(at(row, 'srv_abrt')),
        clientAborts: Number(at(row, 'cli_abrt')),
        retries: Number(at(row, 'wretr')),
        redispatches: Number(at(row, 'wredis')),
      },
    }));
}
