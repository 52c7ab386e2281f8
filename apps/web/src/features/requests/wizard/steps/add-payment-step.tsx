import { AddCardForm } from '../../../payments';
import { useWizard } from '../wizard-context';
import { STEP_HEADING_ID } from '../wizard-nav';

/** Step 9 (new card): the add-card form; the new card pays for this request. */
export function AddPaymentStep() {
  const { dispatch, go } = useWizard();
  return (
    <AddCardForm
      labelledBy={STEP_HEADING_ID}
      onAdded={(card) => {
        dispatch({ type: 'paymentMethod', method: 'card', cardId: card.id });
        go('payment');
      }}
      onCancel={() => go('payment')}
    />
  );
}
