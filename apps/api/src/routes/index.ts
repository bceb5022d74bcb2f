import type { FastifyInstance } from 'fastify';
import { accessoriesOrderRoutes } from './accessories-order';
import { dictionaryRoutes } from './dictionary';
import { logisticsRoutes } from './logistics';
import { opsRoutes } from './ops';
import { orderRoutes } from './order';
import { productRoutes } from './product';
import { userRoutes } from './user';

/** Every API area, one plugin each. */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(userRoutes);
  await app.register(productRoutes);
  await app.register(dictionaryRoutes);
  await app.register(orderRoutes);
  await app.register(logisticsRoutes);
  await app.register(accessoriesOrderRoutes);
  await app.register(opsRoutes);
}
