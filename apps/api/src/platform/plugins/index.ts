/**
 * The server's plugins, one per concern, in the order app.ts registers them. The error handler,
 * the database-queue guard, the auth hook, the input guards and the health routes live in the
 * platform file that owns each concern and are assembled from here as they are.
 */
export { decorateContext } from './app-context';
export { securityHeadersPlugin } from './security-headers';
export { rateLimitPlugin } from './rate-limit';
export { multipartPlugin } from './multipart';
export { openApiPlugin } from './openapi';
export { inlineBootScriptSources, webStaticPlugin } from './web-static';
export { clientErrorHandler, registerErrorHandler } from '../errors';
export { registerDbQueueGuard } from '../db-queue';
export { registerAuthHook, requireAccessDeclarations, sessionBeforeError } from '../sessions';
export { registerInputGuards } from '../input-guards';
export { registerHealth } from '../health';
