import type { PatientCatalog, Translation } from '../languages';

export const authorizations: Translation<PatientCatalog['authorizations']> = {
  upload: {
    choose: 'Elegir archivo',
    chosen: 'Subido: {{name}}',
    uploading: 'Subiendo…',
    remove: 'Quitar {{name}}',
    download: 'Descargar {{name}}',
    hint: 'Se permite: {{types}}. Máximo {{mb}} MB.',
  },
  govtId: {
    front: 'Identificación oficial (frente)',
    back: 'Identificación oficial (reverso)',
    heading: 'Identificación oficial',
  },
  supporting: {
    heading: 'Documentos de respaldo',
    add: 'Agregar un documento de respaldo',
    empty: 'Todavía no hay documentos de respaldo.',
  },
  patientForm: { heading: 'Formulario del paciente', label: 'Formulario del paciente completado' },
  generalRelease: { heading: 'Suba su autorización de divulgación', label: 'Documento de divulgación firmado' },
  language: {
    label: 'Idioma de la autorización',
    description: 'Lea y firme la autorización en uno de los idiomas que acepta {{provider}}.',
  },
  sign: {
    pageTitle: 'Firmar la autorización',
    signed: 'Autorización firmada.',
    download: 'Descargar la autorización firmada',
    viewSent: 'Ver la autorización que se enviará (PDF)',
    backToRequest: 'Volver a la solicitud',
    missingRid: 'No se encontró esta solicitud.',
  },
  public: {
    hipaaTitle: 'Autorización HIPAA',
    hipaaIntro:
      '{{org}} le pide que firme una autorización HIPAA para que se puedan divulgar sus expedientes médicos para su solicitud. Toma unos dos minutos.',
    hipaaIntroNoOrg:
      'Se le pide que firme una autorización HIPAA para que se puedan divulgar sus expedientes médicos para su solicitud. Toma unos dos minutos.',
    begin: 'Comenzar',
    requestedBy: 'Solicitada por {{name}} (solicitud {{rid}})',
    providerLine: 'Proveedor que divulgará los expedientes: {{provider}}',
    readFirst:
      'Lea la autorización que aparece a continuación. Después de seleccionar Comenzar, se le pedirá su nombre, fecha de nacimiento, número de Seguro Social (opcional), firma e imágenes de su identificación (opcional).',
    textLanguage: 'Idioma de la autorización',
    firstName: 'Nombre',
    middleName: 'Segundo nombre',
    lastName: 'Apellido',
    dob: 'Fecha de nacimiento (M/D/AAAA)',
    ssn: 'Número de Seguro Social (opcional)',
    signName: 'Escriba su nombre completo como firma',
    idImages: 'Imágenes de la identificación oficial (opcional)',
    govtTitle: 'Suba su identificación oficial',
    govtIntro: 'Hola, {{name}}: suba el frente y el reverso de su identificación oficial.',
    formTitle: 'Suba su formulario del paciente',
    formIntro: 'Hola, {{name}}: suba su formulario del paciente completado.',
    submit: 'Enviar',
    submitting: 'Enviando…',
    expiredTitle: 'Este enlace ya no se puede usar',
    nextSteps: 'Próximos pasos',
    createAccount: 'Crear una cuenta',
    createAccountText: 'Siga sus solicitudes y descargue sus expedientes cuando estén listos.',
    subscribe: 'Suscribirse a Store & Share',
    subscribeText: 'Guarde sus expedientes archivados y compártalos cuando quiera con Store & Share.',
  },
};
