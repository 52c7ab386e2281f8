import { MESSAGES } from '../messages';
import { parseMdy } from './mdy';

/**
 * What a provider form asks (spec section 2 "Form-request wizard": a form chosen on /type is
 * filled in and signed online). A form request asks the form's own questions, not the records
 * request's record types and dates. Providers list their forms by id and name
 * (patient_form_templates); the questions of the directory's form names are defined here, and a
 * form without its own definition asks the general questions every provider form needs.
 * Labels live in the English catalog (wizard.formFields.<key>), so the forms can be translated.
 */
export type FormFieldKind = 'text' | 'textarea' | 'date' | 'phone' | 'yesno';
export interface FormField {
  key: string;
  kind: FormFieldKind;
  required: boolean;
}

const f = (key: string, kind: FormFieldKind = 'text', required = true): FormField => ({ key, kind, required });

const IDENTITY = [f('address'), f('phone', 'phone')];
const EMERGENCY = [f('emergency_contact_name'), f('emergency_contact_phone', 'phone')];

export const FORM_TEMPLATE_FIELDS: Record<string, FormField[]> = {
  'Patient Intake Form': [
    ...IDENTITY,
    ...EMERGENCY,
    f('primary_care_physician', 'text', false),
    f('insurance_provider', 'text', false),
    f('insurance_member_id', 'text', false),
    f('current_medications', 'textarea', false),
    f('allergies', 'textarea'),
    f('medical_conditions', 'textarea', false),
    f('reason_for_visit', 'textarea'),
  ],
  'School Physical Form': [
    ...IDENTITY,
    f('school_name'),
    f('grade'),
    ...EMERGENCY,
    f('allergies', 'textarea'),
    f('current_medications', 'textarea', false),
    f('last_physical_date', 'date', false),
  ],
  'Sports Clearance Form': [
    ...IDENTITY,
    f('school_name'),
    f('sports'),
    ...EMERGENCY,
    f('prior_injuries', 'textarea', false),
    f('fainted_during_exercise', 'yesno'),
    f('allergies', 'textarea'),
  ],
  'Disability Certification Form': [
    ...IDENTITY,
    f('employer', 'text', false),
    f('condition_description', 'textarea'),
    f('disability_start_date', 'date'),
  ],
  'FMLA Certification': [...IDENTITY, f('employer'), f('leave_start_date', 'date'), f('leave_reason', 'textarea')],
  'Immunization Record Form': [...IDENTITY, f('school_name', 'text', false), f('purpose', 'textarea')],
  'Work Clearance Form': [...IDENTITY, f('employer'), f('job_title'), f('return_to_work_date', 'date')],
  'Records Release Form': [...IDENTITY, f('release_to'), f('purpose', 'textarea')],
};

/** Every provider form asks at least this much. */
export const GENERAL_FORM_FIELDS: FormField[] = [
  ...IDENTITY,
  f('purpose', 'textarea'),
  f('details', 'textarea', false),
];

/** The questions of a provider form, by its name. */
export const formFieldsFor = (formName: string | null | undefined): FormField[] =>
  (formName && FORM_TEMPLATE_FIELDS[formName.trim()]) || GENERAL_FORM_FIELDS;

export const FORM_ANSWER_MAX = 2000;
const PHONE = /^[+()\d\s.-]{7,25}$/;

export type FormAnswers = Record<string, string>;

/** Field → spec message for what a form's answers lack; empty when complete. */
export function formAnswerProblems(
  fields: FormField[],
  answers: FormAnswers | null | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of fields) {
    const v = (answers?.[field.key] ?? '').trim();
    if (!v) {
      if (field.required) out[field.key] = MESSAGES.required;
      continue;
    }
    if (field.kind === 'date' && !parseMdy(v)) out[field.key] = MESSAGES.invalidDate;
    if (field.kind === 'phone' && !PHONE.test(v)) out[field.key] = MESSAGES.phone;
    if (field.kind === 'yesno' && v !== 'yes' && v !== 'no') out[field.key] = MESSAGES.required;
  }
  return out;
}

/** Only the form's own questions are kept (anything else a client sends is dropped). */
export function pickFormAnswers(fields: FormField[], answers: FormAnswers | null | undefined): FormAnswers {
  const out: FormAnswers = {};
  for (const field of fields) {
    const v = answers?.[field.key]?.trim();
    if (v) out[field.key] = v;
  }
  return out;
}
