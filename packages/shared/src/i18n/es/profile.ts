import type { PatientCatalog, Translation } from '../languages';

export const profile: Translation<PatientCatalog['profile']> = {
  title: 'Perfil',
  details: 'Sus datos',
  fields: {
    name: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    organization: 'Organización',
    dateOfBirth: 'Fecha de nacimiento',
    dateOfBirthHint: 'M/D/AAAA',
  },
  save: 'Guardar',
  avatar: {
    alt: 'Su foto de perfil',
    none: 'Todavía no tiene foto de perfil',
    change: 'Cambiar la foto',
    hint: 'JPEG, PNG, WebP o GIF, de 5 MB como máximo.',
    uploaded: 'Foto de perfil actualizada',
  },
  password: {
    title: 'Cambiar la contraseña',
    current: 'Contraseña actual',
    new: 'Nueva contraseña',
    confirm: 'Confirme la nueva contraseña',
    save: 'Guardar',
    captchaLabel: 'Escriba los caracteres que aparecen en la imagen',
    captchaImage:
      'Imagen CAPTCHA: escriba los 8 caracteres que muestra o, en su lugar, responda la pregunta de texto que aparece debajo',
    captchaQuestionLabel: '¿No puede ver la imagen? Responda esto en su lugar:',
    captchaQuestion: 'Escriba, en orden, la primera letra de cada una de estas palabras en inglés: {{words}}.',
    captchaDigitsQuestion: 'Escriba, en orden, las cifras de estos números: {{words}}.',
    captchaDigits: {
      0: 'cero',
      1: 'uno',
      2: 'dos',
      3: 'tres',
      4: 'cuatro',
      5: 'cinco',
      6: 'seis',
      7: 'siete',
      8: 'ocho',
      9: 'nueve',
    },
    captchaRefresh: 'Mostrar otra imagen',
    captchaLoading: 'Cargando el CAPTCHA…',
  },
};
