/** The requests feature's public surface (other features import only from here). */
export { RequestCard, requestCardHref } from './components/request-card';
