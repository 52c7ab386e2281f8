import type { FastifyInstance } from 'fastify';
import swaggerUi from '@fastify/swagger-ui';
import { registerOpenApi, type OperationTable } from '../openapi';
import { publicRoutes } from '../sessions';

/** The OpenAPI document of the modules' operations, and its reader at /api/docs (no token needed). */
export async function openApiPlugin(app: FastifyInstance, operations: OperationTable) {
  await registerOpenApi(app, operations);
  await publicRoutes(app, async (scope) => {
    await scope.register(swaggerUi, { routePrefix: '/api/docs' });
  });
}
