/** The providers feature's public surface (other features import only from here). */
export { ProviderSearch, type ProviderSearchProps } from './components/provider-search';
export { CustodianCard } from './components/custodian-card';
export { addressLine } from './components/address-line';
export { LazyProviderSearch } from './components/provider-search-lazy';
export { SelectRequestTypeModal } from './components/select-request-type-modal';
export { LazySelectRequestTypeModal } from './components/select-request-type-lazy';
export { useCustodian, useCustodianByUrl } from './api/custodians';
export { useFavorites } from './api/search';
export { useToggleFavorite } from './api/directory-writes';
