import { WizardPage } from './wizard-page';

/** /form-request/:step — the Forms Request wizard. */
export default function FormWizardPage() {
  return <WizardPage kind="form" />;
}
