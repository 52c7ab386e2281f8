import type { CustodianSummary } from '@portal/shared';

export interface ProviderSearchProps {
  onSelect(c: CustodianSummary): void;
  isFormRequest?: boolean;
  dependentId?: number | null;
}

/** State dropdown, type-ahead, results, advanced search and suggest (filled in by issue 3). */
export function ProviderSearch(_props: ProviderSearchProps) {
  return null;
}
