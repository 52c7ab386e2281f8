import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '@portal/shared';

/** All user-facing text goes through i18next; English (the spec's strings) is default and fallback. */
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
