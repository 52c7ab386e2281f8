// The records desk's English texts, a chunk of its own (lib/i18n.ts loadDeskTexts): its namespace,
// and the request words (wizard.requestInfo, wizard.formFields) and fee lines it shows.
import { fees } from '@portal/shared/i18n/en/fees';
import { staff } from '@portal/shared/i18n/en/staff';
import { wizard } from '@portal/shared/i18n/en/wizard';

export const desk = { staff, wizard, fees };
