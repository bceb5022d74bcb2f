import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
// By path: Vite leaves workspace packages of its config to Node, which cannot load their
// TypeScript; the modules' own imports name their files (.ts) for the same reason.
import { apiPathPrefixes } from '../../packages/contracts/src/calls.ts';
import { CSP_NONCE_PLACEHOLDER } from '../../packages/contracts/src/csp-nonce.ts';
import { precompress } from './precompress.ts';
import { prerender } from './prerender.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * Mantine's core and hooks and the components of the frame every page shows
 * (header, language select, footer, buttons, text, layout): one chunk. Split
 * by which lazy routes use them, they made some 30 chunks of 1 kB each, whose
 * headers weighed as much as the code. (Vite's module ids use `/`.)
 */
const FRAME_COMPONENTS = new RegExp(
  `/@mantine/(hooks|core/esm/(core|components/(${[
    'Anchor',
    'Box',
    'Button',
    'Center',
    'CloseButton',
    'Combobox/ComboboxChevron',
    'Container',
    'Group',
    'Image',
    'Input',
    'InputBase',
    'Loader',
    'NativeSelect',
    'Paper',
    'SimpleGrid',
    'Stack',
    'Text',
    'ThemeIcon',
    'Title',
    'Transition',
    'UnstyledButton',
    'VisuallyHidden',
  ].join('|')})))/`,
);

export default defineConfig({
  plugins: [react(), precompress(), prerender()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      // The browser's Host is passed on: the API accepts a write whose Origin is its Host.
      apiPathPrefixes().map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }]),
    ),
  },
  // The API puts a fresh Content-Security-Policy nonce in place of this in every page it serves.
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  // The manifest (dist/.vite/manifest.json) feeds the first-load size report of `pnpm bench`.
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    manifest: true,
    // One stylesheet in the page's head: prerendered pages are styled before any script runs.
    cssCodeSplit: false,
    // No `<link rel="modulepreload">` added by script for a lazy chunk's
    // imports: the browser fetches them as it reads the chunk. Adding the
    // links cost a page's hydration one long task of 15–40 ms (50 links
    // inserted at once on the spare-parts centre), more than the round trip
    // it saves; the chunks a page shows are still requested together
    // (preloadPage in router.tsx).
    modulePreload: false,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'mantine', test: FRAME_COMPONENTS }] } },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    css: false,
    testTimeout: 20_000,
  },
});
