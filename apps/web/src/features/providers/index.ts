/** The providers feature's public surface (other features import only from here). */
export { ProviderSearch, type ProviderSearchProps } from './components/provider-search';
export { useCustodian, useCustodianByUrl } from './api/custodians';
