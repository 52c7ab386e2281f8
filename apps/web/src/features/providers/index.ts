/** The providers feature's public surface (other features import only from here). */
export { ProviderSearch, type ProviderSearchProps } from './components/provider-search';
export { CustodianCard, addressLine } from './components/custodian-card';
export { SelectRequestTypeModal } from './components/select-request-type-modal';
export { LazySelectRequestTypeModal } from './components/select-request-type-lazy';
export { useCustodian, useCustodianByUrl } from './api/custodians';
export { useFavorites } from './api/search';
export { useToggleFavorite } from './api/directory-writes';
