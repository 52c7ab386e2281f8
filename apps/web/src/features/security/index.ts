// The security capability's public surface: Profile → Security (the sign-in step and the step-up dialog load their files directly, lazily).
export { SecurityPanel } from './security-panel';
