import type { PatientCatalog, Translation } from '../languages';

export const support: Translation<PatientCatalog['support']> = {
  title: 'Tulong',
  intro:
    'May tanong tungkol sa isang kahilingan, sa portal o sa inyong account? Sabihin sa aming help desk at sasagutin namin kayo sa e-mail.',
  contactTitle: 'Makipag-ugnayan sa amin',
  contactBody: 'Maaari rin kayong sumulat sa',
  openForm: 'Magpadala ng puna sa help desk',
  modalTitle: 'Magbigay ng Puna',
  fields: {
    issue: 'Problema',
    issuePlaceholder: 'Piliin ang problema',
    title: 'Pamagat',
    comment: 'Komento',
  },
  pageCode: 'Code ng pahina: {{code}}',
  send: 'Ipadala',
  cancel: 'Kanselahin',
  issues: {
    'Application working slowly': 'Mabagal ang application',
    'Application is no longer responding': 'Hindi na tumutugon ang application',
    'Application is not functioning as expected': 'Hindi gumagana nang tama ang application',
    'I have a suggestion': 'May mungkahi ako',
    'Something else': 'Iba pa',
  },
};
