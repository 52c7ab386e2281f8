// The security capability's public surface: Profile → Security, and the parts the login host's
// second step uses (the step-up dialog is loaded by the portal's layout from its own file, and by
// the records desk's layout through this index, which its security page loads anyway).
export { SecurityPanel } from './security-panel';
export { RecoveryCodes } from './recovery-codes';
export { TotpSetup } from './totp-setup';
export { answerWithPasskey, passkeysSupported } from './webauthn';
export { StepUpHost } from './step-up-host';
