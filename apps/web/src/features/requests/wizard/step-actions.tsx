import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WizardRoute } from '@portal/shared';
import { useWizard } from './wizard-context';
import { previousRoute } from './wizard-nav';

/** Back / Continue under every step. Continue submits the step's form when `form` is given. */
export function StepActions(props: {
  route: WizardRoute;
  form?: string;
  onContinue?(): void;
  continueLabel?: string;
  disabled?: boolean;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const { state, go, custodian } = useWizard();
  const prev = previousRoute(props.route, state, custodian);
  return (
    <Group justify="space-between" mt="xl">
      {prev ? (
        <Button variant="default" onClick={() => go(prev)}>
          {t('wizard.back')}
        </Button>
      ) : (
        <span />
      )}
      <Button
        type={props.form ? 'submit' : 'button'}
        form={props.form}
        onClick={props.form ? undefined : props.onContinue}
        disabled={props.disabled}
        loading={props.loading}
      >
        {props.continueLabel ?? t('wizard.continue')}
      </Button>
    </Group>
  );
}
