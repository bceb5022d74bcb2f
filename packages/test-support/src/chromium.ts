/** Debian's Chromium; no browser download works on these machines. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Neither a sandbox nor a GPU is there in a container. */
const CONTAINER_FLAGS = ['--no-sandbox', '--disable-gpu'];

/** Nothing that calls home or waits for a first-run page: the runs stay on loopback. */
const QUIET_FLAGS = [
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The launch flags of every headless Chromium the harnesses drive. */
export const CHROMIUM_ARGS = [...CONTAINER_FLAGS, ...QUIET_FLAGS];
