import type { FastifyInstance } from 'fastify';
import { registerSecurityHeaders } from '../security-headers';

/**
 * The portal's security headers: its Content-Security-Policy (Stripe's scripts and frames allowed,
 * and the web build's inline boot script by its hash, `scriptHashes`).
 */
export function securityHeadersPlugin(app: FastifyInstance, scriptHashes: string[] = []) {
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes, 'https://js.stripe.com'],
        // blob: the e-authorization's PDF preview, fetched with the session header and shown in a frame.
        frameSrc: ["'self'", 'blob:', 'https://js.stripe.com', 'https://hooks.stripe.com'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // The signature pad and PDFs open in new tabs; cross-origin isolation would block Stripe.
    crossOriginEmbedderPolicy: false,
  });
}
