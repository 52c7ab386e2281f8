/** The providers module's surface for other server modules (favorites, the desk's directory). */
export { SUMMARY_COLUMNS, toSummary, type SummaryRow } from './mapping';
export { indexCustodianNames } from './directory';
export { directoryChanged } from './search-cache';
