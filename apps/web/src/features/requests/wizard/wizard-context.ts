import { createContext, useContext, type Dispatch } from 'react';
import type { CustodianDetail, Profile, WizardAction, WizardKind, WizardRoute, WizardState } from '@portal/shared';

export interface WizardContextValue {
  kind: WizardKind;
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  /** Moves to another step of this wizard (keeps the draft's rid in the URL). */
  go(route: WizardRoute): void;
  /** Saves the draft now (resolves when the server has it). */
  saveNow(): Promise<void>;
  /** The chosen provider's detail (forms, e-authorization options, pricing flags). */
  custodian: CustodianDetail | null;
  profile: Profile | null;
  idempotencyKey: string;
  /**
   * The delivery and rush being chosen on the request-info step, before it is submitted: the
   * running cost summary shows them as they change. null elsewhere (the state's own choices).
   */
  costPreview: CostPreview | null;
  setCostPreview(p: CostPreview | null): void;
}

export interface CostPreview {
  deliveryMethod: string | undefined;
  rush: boolean | undefined;
}

export const WizardContext = createContext<WizardContextValue | null>(null);

export function useWizard(): WizardContextValue {
  const v = useContext(WizardContext);
  if (!v) throw new Error('useWizard outside the wizard');
  return v;
}
