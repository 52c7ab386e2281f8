import type { PatientCatalog, Translation } from '../languages';

export const auth: Translation<PatientCatalog['auth']> = {
  signInTitle: 'Mag-log in sa inyong portal ng pasyente',
  signUpTitle: 'Gumawa ng inyong account',
  email: 'E-mail',
  password: 'Inyong password',
  confirmPassword: 'Kumpirmahin ang password',
  firstName: 'Pangalan',
  lastName: 'Apelyido',
  dateOfBirth: 'Petsa ng kapanganakan (Buwan/Araw/Taon, opsiyonal)',
  signIn: 'Mag-log in',
  signInPasskey: 'Mag-sign in gamit ang passkey',
  signUp: 'Gumawa ng account',
  noAccount: 'Bago rito?',
  createAccount: 'Gumawa ng account',
  haveAccount: 'May account na?',
  forgot: 'Nakalimutan ang password?',
  forgotTitle: 'I-reset ang inyong password',
  forgotIntro: 'Ilagay ang inyong e-mail at padadalhan namin kayo ng link para makapili ng bagong password.',
  sendLink: 'Ipadala ang link',
  resetTitle: 'Pumili ng bagong password',
  resetSubmit: 'I-save ang bagong password',
  backToSignIn: 'Bumalik sa pag-log in',
  signedOut: 'Naka-log out na kayo.',
  signedOutIdle:
    'Na-log out kayo pagkatapos ng 15 minutong walang aktibidad, upang maprotektahan ang inyong impormasyong pangkalusugan.',
  sessionEnded: 'Natapos na ang inyong session. Mag-log in po ulit.',
};
