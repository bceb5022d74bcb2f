import type { FastifyInstance } from 'fastify';
import { registerCatalogueCache } from '../plugins/catalogue-cache';
import { registerTestControls } from '../plugins/test-controls';
import { accessoriesOrderRoutes } from './accessories-order';
import { customerRoutes } from './customer';
import { dictionaryRoutes } from './dictionary';
import { logisticsRoutes } from './logistics';
import { opsRoutes } from './ops';
import { orderRoutes } from './order';
import { parcelTrackingRoutes } from './parcel-tracking';
import { productRoutes } from './product';
import { userRoutes } from './user';

/** Every API area, one plugin each. */
export async function apiRoutes(app: FastifyInstance) {
  // Faults and the journal wrap every API route. Without test controls, or without the
  // operator token that sets and reads them, there are no hooks and no cost.
  if (app.config.TEST_CONTROLS && app.config.OPERATOR_TOKEN) {
    registerTestControls(app, app.config.API_BASE_PATH);
  }
  registerCatalogueCache(app, app.config.API_BASE_PATH, app.config.CATALOGUE_CACHE_MB * 2 ** 20);
  await app.register(userRoutes);
  await app.register(productRoutes);
  await app.register(dictionaryRoutes);
  await app.register(orderRoutes);
  await app.register(logisticsRoutes);
  await app.register(accessoriesOrderRoutes);
  await app.register(customerRoutes);
  await app.register(parcelTrackingRoutes);
  await app.register(opsRoutes);
}
