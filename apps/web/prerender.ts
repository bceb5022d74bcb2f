import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type HtmlTagDescriptor, type Plugin, type ResolvedConfig } from 'vite';
// By path: Vite leaves workspace packages of its config to Node, which cannot load their TypeScript.
import { CSP_NONCE_PLACEHOLDER } from '../../packages/contracts/src/csp-nonce.ts';
import {
  PRERENDERED_PAGES_DIR,
  PRERENDERED_PAGES_LIST,
  prerenderedPagesSchema,
  type PrerenderedPage,
} from '../../packages/contracts/src/web-pages.ts';

interface ServerEntry {
  PRERENDER_LANGUAGE: string;
  PRERENDERED_PATHS: readonly string[];
  BEFORE_PAINT_SCRIPT: string;
  renderPage(path: string): Promise<string>;
}

const ROOT_ELEMENT = '<div id="root"></div>';
/** The app's code, which main.tsx imports once the page has painted. */
const APP_MODULE = 'src/start.tsx';

const ENTITIES: Record<string, string> = {
  amp: '&',
  quot: '"',
  '#x27': "'",
  '#39': "'",
  lt: '<',
  gt: '>',
};

/** The values of the `style` attributes in `html`, as the browser reads them (entities decoded). */
export function styleAttributes(html: string): string[] {
  return [...html.matchAll(/\sstyle="([^"]*)"/g)].map((match) =>
    match[1]!.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, name: string) => ENTITIES[name]!),
  );
}

const cspHash = (value: string) =>
  `'sha256-${createHash('sha256').update(value).digest('base64')}'`;

const TITLE = /<title>[^<]*<\/title>/;

/**
 * The page's own title (React writes it into the page's markup) in place of
 * the template's in the head: the browser shows the first title of the
 * document, and the app, once hydrated, takes over that one.
 */
export function titleIntoHead(template: string, markup: string) {
  const title = TITLE.exec(markup)?.[0];
  if (!title) return { template, markup };
  return { template: template.replace(TITLE, title), markup: markup.replace(title, '') };
}

function fileOf(route: string) {
  return route === '/' ? 'index.html' : `${route.slice(1).replaceAll('/', '-')}.html`;
}

/**
 * After the browser's build, renders every page at build time (a server
 * build of src/entry-server.tsx) into `dist/pages/`, each the built
 * index.html with the page's markup in #root and the head script that must
 * run before the first paint.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal:prerender',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    // main.tsx imports the app only after the first paint; a page the browser
    // renders needs it at once, so its code is fetched meanwhile.
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk');
        const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(APP_MODULE));
        if (!start) throw new Error(`the build has no chunk of ${APP_MODULE}`);
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          chunks.find((chunk) => chunk.fileName === file)?.imports.forEach(visit);
        };
        visit(start.fileName);
        return [...files].map((file): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head',
        }));
      },
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const serverDir = path.resolve(config.root, 'node_modules/.prerender');
      await build({
        root: config.root,
        // Not the app's config: its plugins are for the browser's build.
        configFile: false,
        plugins: [react()],
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: serverDir,
          emptyOutDir: true,
          copyPublicDir: false,
          manifest: false,
        },
      });
      const entry = (await import(
        pathToFileURL(path.join(serverDir, 'entry-server.js')).href
      )) as ServerEntry;

      // The page paints without its scripts: they are fetched at low priority
      // and the app's chunks only once main.tsx asks for them, after the first
      // paint, so the HTML and the stylesheet have the connection to themselves.
      const template = fs
        .readFileSync(path.join(outDir, 'index.html'), 'utf8')
        .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
        .replace(/^\s*<link rel="modulepreload"[^>]*>\n/gm, '');
      if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
      const head = `<script nonce="${CSP_NONCE_PLACEHOLDER}">${entry.BEFORE_PAINT_SCRIPT}</script>\n  </head>`;
      const pagesDir = path.join(outDir, PRERENDERED_PAGES_DIR);
      fs.mkdirSync(pagesDir, { recursive: true });
      const pages: PrerenderedPage[] = [];
      for (const route of entry.PRERENDERED_PATHS) {
        const titled = titleIntoHead(template, await entry.renderPage(route));
        const markup = titled.markup;
        const page = titled.template
          .replace(/<html lang="[^"]*"/, `<html lang="${entry.PRERENDER_LANGUAGE}"`)
          .replace('</head>', head)
          .replace(
            ROOT_ELEMENT,
            // Inert until hydrated: a click before the page's code runs would be lost.
            `<div id="root" data-prerendered="${entry.PRERENDER_LANGUAGE}" inert>${markup}</div>`,
          );
        const file = fileOf(route);
        fs.writeFileSync(path.join(pagesDir, file), page);
        const hashes = [...new Set(styleAttributes(page).map(cspHash))].sort();
        pages.push({ path: route, file, styleAttributeHashes: hashes });
      }
      // Checked as the server will read it.
      const list = prerenderedPagesSchema.parse(pages);
      fs.writeFileSync(
        path.join(pagesDir, PRERENDERED_PAGES_LIST),
        `${JSON.stringify(list, null, 2)}\n`,
      );
      fs.rmSync(serverDir, { recursive: true, force: true });
    },
  };
}
