// Helpers the harnesses outside the apps (e2e, reliability, staging, bench) share:
// where things are, how the built server is started, how its database and its
// e-mail outbox are read, and the bookings and orders they send.
export { CHROMIUM, CHROMIUM_ARGS } from './chromium';
export { readDatabase, withDatabase } from './database';
export { readOutbox, type ParsedMail } from './eml';
export { API_DIR, REPO_ROOT, WEB_DIST_DIR } from './paths';
export {
  parseStartScript,
  portalEnv,
  productionStart,
  RAISED_ABUSE_CAPS,
  spawnPortal,
  type StartCommand,
} from './portal';
export { PortalProcess, type PortalStart } from './portal-process';
export {
  baseEnv,
  freeLoopbackPort,
  ServerProcess,
  waitUntilReady,
  type ReadyOptions,
} from './processes';
export { databaseProxy, type DatabaseProxy } from './tcp-proxy';
export { seededBooking, type Named, type SeededBooking } from './seeded';
export { accessoriesOrderRequest, repairOrderRequest, type Customer } from './orders';
export {
  assertValidOpenApi,
  createOpenApiValidator,
  type OpenApiValidator,
  type RequestToCheck,
  type ResponseToCheck,
} from './openapi-validator';
