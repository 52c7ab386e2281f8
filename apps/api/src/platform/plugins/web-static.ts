import type { FastifyInstance } from 'fastify';
import { publicRoutes } from '../sessions';
import { registerWebStatic } from '../web-static';

export { inlineBootScriptSources } from '../web-static';

/** The built web app, served without a token (its pages sign in through the API). */
export async function webStaticPlugin(app: FastifyInstance, distDir?: string) {
  await publicRoutes(app, (scope) => registerWebStatic(scope, distDir));
}
