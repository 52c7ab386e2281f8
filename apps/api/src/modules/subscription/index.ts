/** The subscription module's surface for other server modules (shares check the plan). */
export { hasActiveSubscription } from './service';
