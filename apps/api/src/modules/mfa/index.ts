/** Second factors, as other modules use them: the sign-in step, step-up, and enrolling a known secret. */
export { enrolKnownTotp, hasFactor } from './service';
export { requireRecentProof } from './step-up';
export {
  afterPassword,
  continuePending,
  enrolConfirmPending,
  enrolTotpPending,
  passkeyOptions,
  requestRecovery,
  signInPasskeyOptions,
  signInWithCode,
  signInWithPasskey,
  signInWithPasskeyAlone,
  type ProvedUser,
} from './sign-in';
export {
  cancelFactorRecoveryByLink,
  completeFactorRecovery,
  factorRecoveryReadyUser,
  factorRecoveryStatus,
  startFactorRecovery,
} from './recovery';
