/** The caregivers feature's public surface: its pages load through the router. */
export { useActingGrants } from './api/caregivers';
