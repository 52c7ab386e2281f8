import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WizardSupportingDoc } from '@portal/shared';
import { SupportingDocsUpload } from '../../../authorizations';
import { StepActions } from '../step-actions';
import { useWizard } from '../wizard-context';

/** Step 7: optional supporting documents. Deleting one only flags it deleted (spec section 4). */
export function SupportingDocsStep() {
  const { t } = useTranslation();
  const { state, dispatch, go } = useWizard();
  const [docs, setDocs] = useState<WizardSupportingDoc[]>(state.supportingDocs);
  if (!state.rid) return <Text role="status">{t('common.loading')}</Text>;
  return (
    <Stack>
      <Text>{t('wizard.supportingDocs.hint')}</Text>
      <SupportingDocsUpload
        rid={state.rid}
        onChange={(d) => setDocs(d.map((x) => ({ ...x, id: String(x.id), fileId: String(x.id) })))}
      />
      <StepActions
        route="supporting-docs"
        onContinue={() => {
          dispatch({ type: 'supportingDocs', docs });
          go('request-info');
        }}
      />
    </Stack>
  );
}
