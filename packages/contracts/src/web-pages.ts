import { z } from 'zod';

/** Folder of the web build with the pages rendered at build time, and the name of their list. */
export const PRERENDERED_PAGES_DIR = 'pages';
export const PRERENDERED_PAGES_LIST = 'pages.json';

/** The list of prerendered pages: written by the web build, read by the server. */
export const prerenderedPagesSchema = z.lazy(() =>
  z.array(
    z.object({
      /** The route, as the browser asks for it. */
      path: z.string().startsWith('/'),
      /** The page's file in the pages folder. */
      file: z.string().regex(/^[\w.-]+\.html$/),
      /**
       * CSP hashes of the page's inline style attributes: the server allows
       * exactly these, since nonces do not apply to attributes.
       */
      styleAttributeHashes: z.array(z.string().regex(/^'sha256-[\w+/=]+'$/)),
    }),
  ),
);

export type PrerenderedPage = z.infer<typeof prerenderedPagesSchema>[number];
