import { WizardPage } from './wizard-page';

/** /record-request/:step — the Records Request wizard. */
export default function RecordWizardPage() {
  return <WizardPage kind="record" />;
}
