/** Second factors, as other modules use them: the sign-in step, step-up, and enrolling a known secret. */
export { createMfaService, enrolKnownTotp, hasFactor, requireRecentProof, type ProvedUser } from './service';
