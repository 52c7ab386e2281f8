import type { PatientCatalog, Translation } from '../languages';

export const auth: Translation<PatientCatalog['auth']> = {
  signInTitle: 'Connectez-vous à votre portail patient',
  signUpTitle: 'Créez votre compte',
  email: 'Adresse e-mail',
  password: 'Mot de passe',
  confirmPassword: 'Confirmez le mot de passe',
  firstName: 'Prénom',
  lastName: 'Nom',
  dateOfBirth: 'Date de naissance (M/J/AAAA, facultatif)',
  signIn: 'Se connecter',
  signInPasskey: 'Se connecter avec une clé d’accès',
  signUp: 'Créer le compte',
  noAccount: 'Vous êtes nouveau ici ?',
  createAccount: 'Créer un compte',
  haveAccount: 'Vous avez déjà un compte ?',
  forgot: 'Mot de passe oublié ?',
  forgotTitle: 'Réinitialisez votre mot de passe',
  forgotIntro: 'Saisissez votre adresse e-mail : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  sendLink: 'Envoyer le lien de réinitialisation',
  resetTitle: 'Choisissez un nouveau mot de passe',
  resetSubmit: 'Enregistrer le nouveau mot de passe',
  backToSignIn: 'Retour à la connexion',
  signedOut: 'Vous avez été déconnecté(e).',
  signedOutIdle:
    'Vous avez été déconnecté(e) après 15 minutes d’inactivité, afin de protéger vos informations de santé.',
  sessionEnded: 'Votre session est terminée. Veuillez vous reconnecter.',
};
