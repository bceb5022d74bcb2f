import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '@portal/test-support';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { haproxyEnv, INSTANCE_COUNT } from '../src/haproxy';

/**
 * No Docker engine runs here: docker-compose.yml is read as YAML and held
 * to what the loopback harness runs (src/topology.ts, deploy/haproxy.cfg).
 */
interface Service {
  image?: string;
  build?: unknown;
  profiles?: string[];
  environment?: Record<string, string>;
  env_file?: string[];
  ports?: string[];
  volumes?: string[];
  command?: string[];
  depends_on?: Record<string, { condition: string }> | string[];
  healthcheck?: { test: string[] };
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
}
interface Compose {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
  networks?: Record<string, { ipam?: { config?: { subnet?: string }[] } }>;
}

const compose = parse(fs.readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8'), {
  merge: true,
}) as Compose;
const service = (name: string): Service => {
  const found = compose.services[name];
  if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
  return found;
};
const portals = Array.from({ length: INSTANCE_COUNT }, (_, i) => `portal-${i + 1}`);
/** The portal's port in the containers: .env.example's PORT. */
const envExample = fs.readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8');
const containerPort = /^PORT=(\d+)$/m.exec(envExample)?.[1];

describe('the default profile', () => {
  it('is the one SQLite container as before, on its named volume, port 3000', () => {
    const portal = service('portal');
    expect(portal.profiles).toBeUndefined();
    expect(portal.build).toBeDefined();
    expect(portal.ports).toEqual(['${PORTAL_PORT:-3000}:3000']);
    expect(portal.volumes).toEqual(['portal-data:/app/data']);
    expect(portal.environment).toEqual({ NODE_ENV: 'production' });
    const defaults = Object.entries(compose.services).filter(([, s]) => !s.profiles);
    expect(defaults.map(([name]) => name)).toEqual(['portal']);
  });
});

describe('the scale profile', () => {
  const scale = ['postgres', 'migrate', ...portals, 'lb'];

  it('holds PostgreSQL, the migration, three instances and the load balancer', () => {
    for (const name of scale) expect(service(name).profiles, name).toEqual(['scale']);
    expect(
      Object.entries(compose.services)
        .filter(([, s]) => s.profiles?.includes('scale'))
        .map(([name]) => name)
        .sort(),
    ).toEqual([...scale].sort());
  });

  it('runs the official PostgreSQL image on a named volume, healthy once pg_isready says so', () => {
    const postgres = service('postgres');
    expect(postgres.image).toMatch(/^postgres:15/);
    const [volume] = postgres.volumes ?? [];
    expect(volume).toMatch(/^[\w-]+:\/var\/lib\/postgresql\/data$/);
    expect(compose.volumes).toHaveProperty(volume?.split(':')[0] ?? '');
    expect(postgres.healthcheck?.test).toContain('pg_isready');
  });

  it('gives every instance and the migration the PostgreSQL database of that service', () => {
    const postgres = service('postgres').environment ?? {};
    for (const name of ['migrate', ...portals]) {
      const env = service(name).environment ?? {};
      const url = new URL(env.DATABASE_URL ?? '');
      expect(url.protocol, name).toBe('postgresql:');
      expect(url.hostname).toBe('postgres');
      expect(decodeURIComponent(url.username)).toBe(postgres.POSTGRES_USER);
      expect(decodeURIComponent(url.password)).toBe(postgres.POSTGRES_PASSWORD);
      expect(url.pathname).toBe(`/${postgres.POSTGRES_DB}`);
      expect(env.NODE_ENV).toBe('production');
      expect(Number(env.DATABASE_POOL_SIZE)).toBeGreaterThan(0);
    }
  });

  it('migrates and seeds once, before any instance starts, and no instance seeds', () => {
    const migrate = service('migrate');
    expect(migrate.build).toBeDefined();
    expect(migrate.command?.join(' ')).toMatch(
      /node apps\/api\/dist\/db-migrate\.js && node apps\/api\/dist\/db-seed\.js/,
    );
    expect(migrate.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    for (const name of portals) {
      const portal = service(name);
      expect(portal.image).toBe(migrate.image);
      expect(portal.environment?.SEED_ON_START).toBe('false');
      expect(portal.depends_on).toEqual({
        postgres: { condition: 'service_healthy' },
        migrate: { condition: 'service_completed_successfully' },
      });
      // Served files and e-mail outbox: one volume for all, as the harness shares one folder.
      expect(portal.volumes).toEqual(migrate.volumes);
      expect(portal.ports).toBeUndefined();
    }
  });

  it('puts HAProxy in front with deploy/haproxy.cfg and the addresses it reads', () => {
    const lb = service('lb');
    expect(lb.image).toMatch(/^haproxy:/);
    expect(lb.volumes).toContain('./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    expect(containerPort).toBeDefined();
    const env = lb.environment ?? {};
    expect(env).toEqual(
      haproxyEnv({
        bind: env.LB_BIND ?? '',
        statsBind: env.LB_STATS_BIND ?? '',
        instances: portals.map((name) => `${name}:${containerPort}`),
        source: env.LB_SOURCE ?? '',
      }),
    );
    const frontPort = env.LB_BIND?.split(':').at(-1);
    // Published on the same port unless LB_PORT moves it.
    expect(lb.ports).toContain(`\${LB_PORT:-${frontPort}}:${frontPort}`);
    expect(lb.depends_on).toEqual(portals);
  });

  it('gives HAProxy a fixed address, the one the instances trust and the only one', () => {
    const [subnet = ''] = (compose.networks?.scale?.ipam?.config ?? []).map((c) => c.subnet ?? '');
    expect(subnet).toMatch(/^\d+\.\d+\.\d+\.0\/24$/);
    const lb = service('lb');
    const address = (lb.networks as Record<string, { ipv4_address?: string }>).scale?.ipv4_address;
    expect(address?.split('.').slice(0, 3)).toEqual(subnet.split('.').slice(0, 3));
    // HAProxy connects to the instances from it (deploy/haproxy.cfg's `source`).
    expect(lb.environment?.LB_SOURCE).toBe(address);
    for (const name of portals) {
      expect(service(name).environment?.TRUST_PROXY, name).toBe(address);
    }
    // Every service of the profile is on that network and no other.
    for (const name of ['postgres', 'migrate', ...portals, 'lb']) {
      const networks = service(name).networks;
      const names = Array.isArray(networks) ? networks : Object.keys(networks ?? {});
      expect(names, name).toEqual(['scale']);
    }
  });
});
