import type { PatientCatalog, Translation } from '../languages';

export const profile: Translation<PatientCatalog['profile']> = {
  title: 'Profil',
  details: 'Vos informations',
  fields: {
    name: 'Prénom',
    lastName: 'Nom',
    email: 'Adresse e-mail',
    organization: 'Organisme',
    dateOfBirth: 'Date de naissance',
    dateOfBirthHint: 'M/J/AAAA',
  },
  save: 'Enregistrer',
  avatar: {
    alt: 'Votre photo de profil',
    none: 'Pas encore de photo de profil',
    change: 'Changer la photo',
    hint: 'JPEG, PNG, WebP ou GIF, 5 Mo au maximum.',
    uploaded: 'Photo de profil mise à jour',
  },
  password: {
    title: 'Changer le mot de passe',
    current: 'Mot de passe actuel',
    new: 'Nouveau mot de passe',
    confirm: 'Confirmez le nouveau mot de passe',
    save: 'Enregistrer',
    captchaLabel: 'Saisissez les caractères affichés dans l’image',
    captchaImage:
      'Image CAPTCHA : saisissez les 8 caractères affichés, ou répondez plutôt à la question écrite en dessous',
    captchaQuestionLabel: 'Vous ne voyez pas l’image ? Répondez plutôt à cette question :',
    captchaQuestion: 'Saisissez la première lettre de chacun de ces mots : {{words}}.',
    captchaDigitsQuestion: 'Saisissez, dans l’ordre, les chiffres de ces nombres : {{words}}.',
    captchaDigits: {
      0: 'zéro',
      1: 'un',
      2: 'deux',
      3: 'trois',
      4: 'quatre',
      5: 'cinq',
      6: 'six',
      7: 'sept',
      8: 'huit',
      9: 'neuf',
    },
    captchaRefresh: 'Afficher une autre image',
    captchaLoading: 'Chargement du CAPTCHA…',
  },
};
