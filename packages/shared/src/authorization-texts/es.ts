import type { AuthorizationTexts } from './types';

export const es: AuthorizationTexts = {
  languageName: 'Español',
  dir: 'ltr',
  heading: 'Lea y firme la autorización a continuación',
  subheading: 'Formulario individual de autorización electrónica para la divulgación de registros',
  consent:
    'Autorizo a {{provider}} a usar y divulgar mi información médica protegida al solicitante nombrado en esta solicitud, incluida la información sobre las siguientes categorías sensibles: {{categories}}.',
  allRecords:
    'Se divulgarán todos mis registros, incluidos los registros sobre las categorías sensibles indicadas arriba.',
  consentBase:
    'Autorizo a {{provider}} a usar y divulgar mi información médica protegida al solicitante nombrado en esta solicitud.',
  releaseSelected:
    'Se divulgarán mis registros, incluidos los registros solo sobre estas categorías sensibles: {{categories}}. No se divulgarán los registros sobre ninguna otra categoría sensible.',
  releaseNone:
    'Se divulgarán mis registros, excepto los registros sobre las siguientes categorías sensibles, que no se divulgarán: {{categories}}.',
  purpose: 'Propósito de la divulgación: a solicitud del paciente o de su representante personal.',
  expiry: 'Esta autorización vence un año después de la fecha en que se firma, salvo que yo la revoque antes.',
  part2Notice:
    'Mis registros pueden contener registros sobre abuso de alcohol y drogas protegidos por las normas federales de confidencialidad (42 CFR Part 2). Las normas federales prohíben cualquier divulgación posterior de esta información, a menos que dicha divulgación esté expresamente permitida por mi consentimiento por escrito.',
  fullName: 'Nombre completo del paciente',
  initials: 'Iniciales',
  dob: 'Fecha de nacimiento del paciente',
  dobPlaceholder: 'M/D/AAAA',
  ssn: 'Número de seguro social del paciente (opcional)',
  iAmThe: 'Yo soy el/la',
  roles: {
    patient: 'Paciente',
    guardian: 'Tutor',
    power_of_attorney: 'Representante del paciente - Poder notarial',
    next_of_kin: 'Familiar más cercano',
    deceased_patient: 'Paciente fallecido',
    executor_beneficiary: 'Albacea/Beneficiario',
  },
  extraFields: {
    guardian: 'Nombre completo del titular del poder notarial o del tutor',
    power_of_attorney: 'Nombre completo del titular del poder notarial o del tutor',
    next_of_kin: 'Nombre completo del familiar más cercano',
    deceased_patient: 'Nombre completo del representante del paciente fallecido',
    executor_beneficiary: 'Nombre completo del albacea o beneficiario',
  },
  sensitiveQuestion: '¿Autoriza la divulgación de información sensible?',
  sensitiveHint: 'Elija las categorías que se pueden divulgar. No marcar ninguna casilla significa No.',
  sensitiveLegend: 'Información sensible',
  yes: 'Sí',
  no: 'No',
  categories: {
    hiv_genetic: 'Pruebas de VIH y/o SIDA y pruebas genéticas',
    alcohol_drug: 'Abuso de alcohol y/o drogas',
    mental_health: 'Asesoramiento de salud mental',
    psychiatric: 'Tratamiento psiquiátrico',
    domestic_violence: 'Violencia/abuso doméstico',
    sexual_assault: 'Agresión/abuso sexual',
    std: 'Enfermedades de transmisión sexual',
    child_abuse: 'Abuso/negligencia infantil',
  },
  adoptTitle: 'Adopte su firma',
  adoptSubtitle: 'Confirme su nombre, sus iniciales y su firma.',
  drawSwitch: 'Dibujar mi firma',
  typedLabel: 'Escriba su firma',
  drawHelp: 'Dibuje su firma en el recuadro con el mouse, el dedo o un lápiz.',
  canvasLabel: 'Área para dibujar la firma',
  previewLabel: 'Vista previa de la firma',
  dsMark: 'FD',
  dsMarkLabel: 'Firma digital',
  needStroke: 'Dibuje su firma antes de firmar.',
  typeMode: 'Escribir',
  drawMode: 'Dibujar',
  preview: 'Vista previa',
  clear: 'Borrar',
  signedBy: 'Firmado por',
  adoptAndSign: 'Adoptar y firmar',
  closingNote:
    'Al seleccionar Adoptar y firmar, acepto que esta firma y estas iniciales son el equivalente electrónico de mi firma e iniciales en papel y tinta para todos los fines, incluidos los contratos legalmente vinculantes. Solicito todos los registros disponibles.',
  revocable:
    'Puedo revocar esta autorización en cualquier momento, excepto cuando la información ya se haya divulgado con base en ella.',
  notConditioned: 'Mi tratamiento no puede condicionarse a que firme o no esta autorización.',
  withhold: 'Puedo indicar qué información no deseo que se divulgue.',
  authority: 'Su autoridad para actuar en nombre del paciente',
  authorityHint:
    'Por ejemplo: padre o madre de un menor de edad, tutor designado por un tribunal o apoderado para decisiones de atención médica.',
  previewPdf: 'Vista previa del PDF',
  previewOpen: 'Abrir la vista previa en una pestaña nueva',
  revocation: {
    title: 'Revocación de la autorización',
    statement:
      'Revoco la autorización que firmé para que {{provider}} use y divulgue la información médica protegida de {{patient}} para la solicitud {{rid}}. No se podrá usar ni divulgar más información en virtud de esa autorización.',
    effect:
      'Esta revocación no afecta a ninguna acción ya realizada con base en la autorización antes de que se recibiera.',
    stopped: 'La solicitud se detiene y no se tramitará.',
  },
  signedOn: 'Firmado el',
  document: {
    patient: 'Paciente: {{name}}, fecha de nacimiento {{dob}}.',
    discloser: 'Quién puede divulgar la información: {{provider}}.',
    information: 'Información que se divulgará:',
    datesAll: 'Fechas de servicio: todas las fechas.',
    datesBetween: 'Fechas de servicio: del {{from}} al {{to}}.',
    datesAfter: 'Fechas de servicio: desde el {{from}}.',
    datesBefore: 'Fechas de servicio: hasta el {{to}}.',
    datesPending: 'Fechas de servicio: se completará con las respuestas que dé más adelante en esta solicitud.',
    pending: 'se completará con las respuestas que dé más adelante en esta solicitud',
    recordTypes: 'Tipos de expedientes: {{types}}.',
    form: 'El formulario del proveedor: {{form}}.',
    sensitiveAll: 'Información sensible que se divulgará: {{categories}}.',
    sensitiveIncluded: 'Información sensible que se divulgará, y solo esta: {{categories}}.',
    sensitiveExcluded: 'Información sensible que NO se divulgará: {{categories}}.',
    recipientPortal:
      'Quién recibe la información: {{name}}, para el paciente, a través de la cuenta del portal del paciente {{email}} ({{how}}).',
    recipientFax: 'Quién recibe la información: {{name}} ({{type}}), por fax al {{fax}}.',
    recipientRequester: 'Quién recibe la información: {{name}}, quien solicitó esta autorización.',
    recipientPending:
      'Quién recibe la información: se completará con las respuestas que dé más adelante en esta solicitud.',
    purpose: 'Propósito de la divulgación: {{purpose}}.',
    purposePatient: 'a solicitud del paciente',
    expires: 'Esta autorización vence el {{date}}, salvo que se revoque antes.',
    representative:
      'Firmado en nombre del paciente por {{name}} como {{role}}. Autoridad para actuar en nombre del paciente: {{authority}}.',
    revoke:
      'Esta autorización puede revocarse en cualquier momento por escrito: en línea con "Revocar autorización" en la solicitud del portal del paciente, o con una carta firmada al proveedor. La revocación no afecta lo que ya se divulgó basándose en esta autorización.',
    notConditioned:
      'El tratamiento, el pago, la inscripción y la elegibilidad para beneficios no dependen de la firma de esta autorización.',
    redisclosure:
      'La información divulgada en virtud de esta autorización puede ser divulgada nuevamente por quien la recibe y dejar de estar protegida por las normas federales de privacidad.',
    part2:
      'Los expedientes pueden contener registros sobre abuso de alcohol y drogas protegidos por las normas federales de confidencialidad (42 CFR Part 2). Las normas federales prohíben cualquier divulgación adicional de esta información, salvo que la permita expresamente el consentimiento escrito de la persona a quien se refiere.',
    copy: 'Quien firma recibe una copia de esta autorización firmada: puede descargarse desde la solicitud en el portal del paciente.',
    esign:
      'Quien firma acepta que esta firma electrónica y estas iniciales equivalen a una firma e iniciales en papel para todos los fines, incluidos los contratos legalmente vinculantes.',
  },
  messages: {
    required: 'Este campo es obligatorio',
    invalidDate: 'Fecha no válida',
    ssn: 'Número de seguro social incorrecto',
    initialsTooLong: 'Debe tener menos de 20 caracteres',
    lettersAndSpaces: 'Solo se permiten letras y espacios.',
    representativeRequired:
      'Está firmando en nombre de otra persona: elija su función en «Yo soy el/la» e indique su nombre y su autoridad para actuar en nombre del paciente.',
  },
};
