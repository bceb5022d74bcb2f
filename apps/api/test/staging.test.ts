import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { envSchema, readEnv, REPO_ROOT } from '../src/env';

/**
 * The staging files checked in seconds for what they promise: the compose
 * structure, a Dockerfile whose stages and start command match docs/operations.md,
 * and settings that cover every variable the server reads. `pnpm test:docker`
 * (tests/staging/test/docker.test.ts) builds the image and runs both profiles.
 */
const read = (file: string) => fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');

interface ComposeService {
  profiles?: string[];
  build?: { context?: string; dockerfile?: string } | string;
  image?: string;
  env_file?: string[] | string;
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
}
interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

// The instances of the scale profile share their settings through YAML merge keys.
const compose = parse(read('docker-compose.yml'), { merge: true }) as ComposeFile;
const dockerfile = read('Dockerfile');
const readme = read('docs/operations.md');

/** Dockerfile instructions with their continuation lines joined. */
const instructions = dockerfile
  .replace(/\\\r?\n/g, ' ')
  .split(/\r?\n/)
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));
const stages = instructions.filter((line) => /^FROM /i.test(line));
const lastStage = instructions.slice(instructions.lastIndexOf(stages.at(-1) ?? ''));

function execForm(keyword: string, lines = instructions): string[] {
  const line = lines.filter((l) => l.toUpperCase().startsWith(`${keyword} `)).at(-1);
  if (!line) throw new Error(`no ${keyword} in the Dockerfile`);
  return JSON.parse(line.slice(keyword.length).trim()) as string[];
}

/** KEY=value lines of an env file; commented `# KEY=` lines count as documented. */
function envFile(text: string) {
  const set: Record<string, string> = {};
  const documented = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    const match = /^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (!match?.[2]) continue;
    documented.add(match[2]);
    if (!match[1]) set[match[2]] = match[3] ?? '';
  }
  return { set, documented };
}

describe('docker-compose.yml', () => {
  const portal = compose.services.portal;

  it('runs the portal, built from the Dockerfile at the top', () => {
    // The other services belong to the "scale" profile (tests/staging/test/compose.test.ts).
    const byDefault = Object.entries(compose.services).filter(([, service]) => !service.profiles);
    expect(byDefault.map(([name]) => name)).toEqual(['portal']);
    expect(portal?.build).toEqual({ context: '.', dockerfile: 'Dockerfile' });
    expect(fs.existsSync(path.join(REPO_ROOT, 'Dockerfile'))).toBe(true);
    // Published on 3000 unless PORTAL_PORT moves it (e.g. 127.0.0.1:3001).
    expect(portal?.ports).toEqual(['${PORTAL_PORT:-3000}:3000']);
  });

  it('reads its settings from .env, which the operations guide makes from .env.example and git ignores', () => {
    expect(portal?.env_file).toEqual(['.env']);
    expect(fs.existsSync(path.join(REPO_ROOT, '.env.example'))).toBe(true);
    expect(readme).toContain('cp .env.example .env');
    expect(read('.gitignore').split(/\r?\n/)).toContain('.env');
  });

  it('keeps data/ (database, files, outbox) on a named volume', () => {
    const workdir = instructions
      .filter((l) => /^WORKDIR /i.test(l))
      .at(-1)
      ?.split(/\s+/)[1];
    const mounts = (portal?.volumes ?? []).map((entry) => entry.split(':'));
    expect(mounts).toEqual([['portal-data', `${workdir}/data`]]);
    expect(Object.keys(compose.volumes ?? {})).toContain('portal-data');
  });
});

describe('Dockerfile', () => {
  it('builds in stages on node:24-bookworm-slim with the pnpm of package.json', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    // The Node of .nvmrc builds, and its binary alone (no npm, no pnpm) runs the server.
    const major = read('.nvmrc').trim();
    expect(stages[0]).toBe(`FROM node:${major}-bookworm-slim AS base`);
    expect(stages.at(-1)).toBe('FROM debian:bookworm-slim AS runtime');
    expect(lastStage).toContain('COPY --from=base /usr/local/bin/node /usr/local/bin/node');
    const packageManager = (JSON.parse(read('package.json')) as { packageManager: string })
      .packageManager;
    expect(dockerfile).toContain(`npm install -g ${packageManager}`);
  });

  it('installs from the lockfile before the sources come in', () => {
    const copies = instructions.filter((l) => /^COPY /i.test(l) && !l.includes('--from='));
    const fetch = instructions.indexOf('RUN pnpm fetch');
    const sources = instructions.indexOf('COPY . .');
    expect(copies[0]).toBe('COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./');
    expect(fetch).toBeGreaterThan(instructions.indexOf(copies[0] ?? ''));
    expect(sources).toBeGreaterThan(fetch);
    expect(instructions.slice(sources)).toContain('RUN pnpm install --frozen-lockfile --offline');
  });

  it('runs as a non-root user, with a health check on /ready', () => {
    // What the runtime stage copies: test/runtime-files.test.ts.
    const user = lastStage
      .filter((l) => /^USER /i.test(l))
      .at(-1)
      ?.split(/\s+/)[1];
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    const healthcheck = lastStage.find((l) => /^HEALTHCHECK /i.test(l)) ?? '';
    expect(healthcheck).toContain('/ready');
    expect(healthcheck).toMatch(/--interval=\d+s/);
  });

  it('migrates, then starts the server with node, as the operations guide says', () => {
    const [shell, flag, script] = execForm('CMD', lastStage);
    expect([shell, flag]).toEqual(['sh', '-c']);
    const [migrate, start] = (script ?? '').split(' && exec ');
    // The server refuses a missing database in production; the image makes it first.
    expect(migrate).toBe('node apps/api/dist/db-migrate.js');
    expect(readme).toContain(`\`${script}\``);
    // The same server start as `pnpm --filter @portal/api run start`, from the repository root.
    const api = JSON.parse(read('apps/api/package.json')) as { scripts: Record<string, string> };
    const words = (api.scripts.start ?? '').split(' ');
    const settings = words.filter((word) => /^[A-Z_]+=/.test(word));
    const command = words.slice(settings.length);
    expect(start).toBe(command.join(' ').replace('dist/main.js', 'apps/api/dist/main.js'));
    // The start script's environment (the malloc settings) is the image's too.
    expect(settings.length).toBeGreaterThan(0);
    const env = lastStage.find((l) => /^ENV /i.test(l))?.split(/\s+/);
    for (const setting of settings) expect(env).toContain(setting);
  });

  it('copies only paths that exist', () => {
    const copies = instructions.filter((l) => /^COPY /i.test(l) && !l.includes('--from='));
    expect(copies.length).toBeGreaterThan(0);
    for (const line of copies) {
      const sources = line
        .split(/\s+/)
        .slice(1, -1)
        .filter((word) => !word.startsWith('--'));
      for (const source of sources) {
        if (source === '.') continue;
        expect(fs.existsSync(path.join(REPO_ROOT, source)), source).toBe(true);
      }
    }
  });

  it('keeps dependencies, builds and data out of the build context', () => {
    const ignored = read('.dockerignore').split(/\r?\n/);
    for (const entry of ['**/node_modules', 'data', '.git', '.env'])
      expect(ignored).toContain(entry);
  });
});

describe('settings', () => {
  const variables = Object.keys(envSchema.shape);
  const example = envFile(read('.env.example'));

  it('.env.example documents every variable the server and the compose file read', () => {
    // The compose file's own: the project name and the ports it interpolates.
    const composeVariables = [
      'COMPOSE_PROJECT_NAME',
      ...[...read('docker-compose.yml').matchAll(/\$\{([A-Z_]+)/g)].map((match) => match[1] ?? ''),
    ];
    const known = [...variables, ...composeVariables];
    expect(known.filter((name) => !example.documented.has(name))).toEqual([]);
    expect([...example.documented].filter((name) => !known.includes(name))).toEqual([]);
  });

  it('.env.example is a valid configuration as it stands', () => {
    expect(() => readEnv(example.set)).not.toThrow();
  });

  it('the configuration table of the operations guide names every variable', () => {
    expect(variables.filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });
});
