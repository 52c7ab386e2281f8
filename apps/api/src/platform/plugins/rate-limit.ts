import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { MESSAGES } from '@portal/shared';
import type { Config } from '../../config';
import type { AppContext } from '../context';
import { rateLimitStore } from '../shared-state';

/** One budget of requests a minute per client, answered 429 in the spec's error format. */
export async function rateLimitPlugin(app: FastifyInstance, config: Config, shared: AppContext['shared']) {
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    // Nothing in a process may hold state another needs: with REDIS_URL the counters live in Redis
    // and every process counts against the same budget. The default in-memory store is right for
    // the single-process embedded set-up.
    // While Redis is away, each process counts on its own (rateLimitStore) rather than failing.
    ...(shared.redis ? { store: rateLimitStore(shared, 'portal-rl:') as never } : {}),
    // The built app's hashed files (/assets/…, cached for a year) are not counted: a 429 on a
    // script leaves a blank page. Pages and the API are counted as before.
    allowList: (req) => req.method === 'GET' && req.url.startsWith('/assets/'),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      error: { code: 'TOO_MANY_REQUESTS', messages: [MESSAGES.tooManyRequests] },
      retryAfter: ctx.after,
    }),
  });
}
