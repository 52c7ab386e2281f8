import { ACTING_FOR_HEADER, CAREGIVER_ROUTE_SCOPE, ENDPOINTS, MESSAGES, type EndpointId } from '@portal/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOfRequest } from './actor';
import type { AuthInfo } from './context';
import { AppError, notFound } from './errors';

/**
 * Acting for a patient. A caregiver's call carries the grant's id in the X-Acting-For header; the
 * grant is checked on every such call (live, the caller's own, not past its end), so a revocation
 * refuses the very next call in every process. The operation the route answers must need a scope
 * the grant holds: every operationId declares one (CAREGIVER_ROUTE_SCOPE) and one without a scope
 * is refused (default deny). The session then acts as the patient: services read and change the
 * patient's data, while the actor names the caregiver (audit log, requests they make).
 */
const OPERATION_BY_ROUTE = new Map<string, EndpointId>(
  (Object.entries(ENDPOINTS) as [EndpointId, string][]).map(([id, line]) => [line.replace(/\{(\w+)\}/g, ':$1'), id]),
);

/** The operationId of the route a request matched (HEAD answers as its GET). */
export function operationOf(req: Pick<FastifyRequest, 'method' | 'routeOptions'>): EndpointId | undefined {
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  return OPERATION_BY_ROUTE.get(`${method} ${req.routeOptions.url ?? ''}`);
}

export const actingHeaderOf = (req: FastifyRequest): string | undefined => {
  const h = req.headers[ACTING_FOR_HEADER];
  return Array.isArray(h) ? h[0] : h;
};

const refuse = (message: string) => new AppError('FORBIDDEN', message);

/** The ids a call names: its path's parameters and its query's single values (a path's win). */
function keysOf(req: FastifyRequest): Record<string, string> {
  const query = (req.query ?? {}) as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) if (typeof v === 'string') out[k] = v;
  return { ...out, ...((req.params ?? {}) as Record<string, string>) };
}

/**
 * The caregiver's checked session becomes the patient's for this call, or the call is refused
 * (403: the grant has ended, or the operation is outside it).
 */
export async function actFor(
  app: FastifyInstance,
  req: FastifyRequest,
  auth: AuthInfo,
  header: string,
): Promise<AuthInfo> {
  const grantId = /^\d{1,9}$/.test(header) ? Number(header) : 0;
  const resolver = app.ctx.acting;
  if (auth.kind !== 'patient' || !grantId || !resolver) throw refuse(MESSAGES.caregiverAccessEnded);
  const acting = await resolver.resolve(auth.userId, grantId);
  if (!acting) throw refuse(MESSAGES.caregiverAccessEnded);
  const operation = operationOf(req);
  const scope = operation ? CAREGIVER_ROUTE_SCOPE[operation] : null;
  const refused = () =>
    req.server.ctx.readAudit.record(actorOfRequest(req, { ...auth, userId: acting.patientUserId, acting }), {
      action: 'caregiver.refused',
      entityType: 'operation',
      entityId: operation ?? req.routeOptions.url ?? '',
    });
  if (!operation || !scope || !acting.scopes.includes(scope)) {
    refused();
    throw refuse(MESSAGES.caregiverNotAllowed);
  }
  // What the grant must not reach (a Part 2 request without the patient's consent) answers as if
  // it did not exist: a 403 would tell the caregiver that the request is there.
  if (!(await resolver.allows(acting, operation, keysOf(req)))) {
    refused();
    throw notFound();
  }
  return { ...auth, userId: acting.patientUserId, acting };
}

const textOf = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/**
 * Each answered call made while acting joins the patient's view of what their caregiver did. The
 * request it was about is named when the call names it anywhere (its path, else `?rid=`, else the
 * body's `rid`: a wizard's submission), and a saved draft is told from a submitted request.
 */
export function recordActing(app: FastifyInstance, req: FastifyRequest, statusCode: number) {
  const acting = req.auth?.acting;
  if (!acting || statusCode >= 400 || req.headers['x-background'] === '1') return;
  const operation = operationOf(req);
  if (!operation) return;
  const params = (req.params ?? {}) as Record<string, string>;
  const query = (req.query ?? {}) as Record<string, unknown>;
  const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
  const rid = params.rid ?? textOf(query.rid) ?? textOf(body.rid);
  app.ctx.acting?.record(acting, operation, req.method, rid ? { ...params, rid } : params, {
    draft: body.status === 'draft',
  });
}
