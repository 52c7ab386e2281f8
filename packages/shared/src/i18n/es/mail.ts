import type { Translation } from '../languages';
import type { MailCatalog } from '../en/mail';

/** Correo y cartas en español (solo en el servidor). */
export const mail: Translation<MailCatalog> = {
  greeting: 'Hola, {{name}}:',
  privacy: 'Para proteger su privacidad, este correo no incluye ninguna información de salud.',
  signInToSee: 'Inicie sesión en el Portal del Paciente para ver los detalles:',
  welcome: {
    subject: 'Bienvenido al Portal del Paciente',
    ready: 'Su cuenta del Portal del Paciente para {{email}} está lista.',
    next: 'Ya puede buscar a sus proveedores de atención médica, solicitar sus expedientes médicos o completar sus formularios, y seguir cada solicitud aquí:',
    notYou: 'Si usted no creó esta cuenta, responda a este correo y la cerraremos.',
  },
  receipt: {
    subject: 'Recibimos su solicitud {{rid}}',
    paymentNeededSubject: 'Pago pendiente para su solicitud {{rid}}',
    body: {
      Record: 'Gracias. Recibimos su solicitud de expedientes {{rid}} el {{date}}.',
      Form: 'Gracias. Recibimos su solicitud de formularios {{rid}} el {{date}}.',
    },
    payment: {
      card: 'Su tarjeta está autorizada por el importe estimado; solo se le cobrará cuando la solicitud se complete.',
      check: 'Eligió pagar con cheque: la solicitud se tramitará cuando se reciba el cheque.',
      free: 'Este proveedor no cobra por esta solicitud.',
      failed:
        'Pago pendiente: no se pudo cobrar su tarjeta, así que el departamento de registros aún no puede empezar esta solicitud. Abra la solicitud y elija "Intentar de nuevo" con otra tarjeta, o pague con cheque.',
    },
    later: 'Le enviaremos un correo cuando cambie su estado.',
    authorization:
      'Su autorización firmada se guarda con esta solicitud: puede descargar su copia (PDF) desde la solicitud, en el enlace de abajo.',
  },
  refund: {
    subject: {
      approved: 'Su solicitud de reembolso de {{rid}} fue aprobada',
      denied: 'Su solicitud de reembolso de {{rid}} fue denegada',
      refunded: 'Su solicitud de reembolso de {{rid}} fue reembolsada',
    },
    body: {
      approved:
        'Su solicitud de reembolso de {{amount}} para la solicitud {{rid}} fue aprobada. Le volveremos a escribir cuando se haya devuelto el dinero.',
      denied: 'Su solicitud de reembolso de {{amount}} para la solicitud {{rid}} fue denegada.',
      refunded:
        'Hemos devuelto {{amount}} de la solicitud {{rid}} a su método de pago original. Según su banco, puede tardar de 5 a 10 días hábiles en aparecer.',
    },
  },
  helpDesk: {
    subject: 'Recibimos su mensaje a la mesa de ayuda',
    received:
      'Gracias por escribir a la mesa de ayuda del Portal del Paciente. Su mensaje es el ticket {{ticket}} (código de página {{page}}).',
    reply:
      'Nuestra mesa de ayuda le responderá a esta dirección de correo. Conserve el número de ticket si vuelve a escribirnos.',
  },
  status: {
    subject: 'Su solicitud {{rid}} se ha actualizado',
    body: 'El estado de su solicitud {{rid}} es ahora: {{status}}.',
  },
  chat: {
    subject: 'Nuevo mensaje sobre su solicitud {{rid}}',
    body: 'El equipo de expedientes le ha enviado un mensaje sobre su solicitud {{rid}}.',
  },
  ready: {
    subject: {
      Record: 'Sus expedientes de la solicitud {{rid}} están listos',
      Form: 'Su formulario completado de la solicitud {{rid}} está listo',
    },
    body: {
      Record:
        'Sus expedientes de la solicitud {{rid}} están listos. Las descargas son gratuitas durante 30 días; después, los archivos se archivan y se necesita una suscripción a Store & Share.',
      Form: 'Su formulario completado de la solicitud {{rid}} está listo. Las descargas son gratuitas durante 30 días; después, los archivos se archivan y se necesita una suscripción a Store & Share.',
    },
  },
  priceRaise: {
    subject: 'Su solicitud {{rid}}: un nuevo precio necesita su aprobación',
    body: 'El proveedor fijó el precio de su solicitud {{rid}} en {{amount}}, más de lo que usted autorizó al enviarla.',
    reason: 'El motivo del proveedor: {{reason}}',
    nothing:
      'No se cobrará nada más a menos que usted apruebe el nuevo precio. Puede aprobarlo, o rechazarlo indicando un motivo, lo que cierra la solicitud y libera la retención en su tarjeta.',
    cta: 'Inicie sesión para aprobar o rechazar:',
    more: 'más de esa cantidad',
  },
  noRecords: {
    subject: 'No se encontraron registros para su solicitud {{rid}}',
    body: 'El proveedor no encontró registros para su solicitud {{rid}} y la ha cerrado. Usted no debe nada: se liberó cualquier retención en su tarjeta y se reembolsó cualquier pago.',
    statement: 'La declaración firmada del proveedor está en su solicitud.',
    cta: 'Inicie sesión para descargarla:',
  },
  revoked: {
    subject: 'Revocó la autorización de la solicitud {{rid}}',
    body: 'Recibimos su revocación firmada de la autorización de la solicitud {{rid}}. La solicitud está detenida y no se tramitará, se liberó cualquier retención en su tarjeta y se avisó al equipo de expedientes.',
    effect: 'La revocación no afecta a nada de lo ya realizado con base en la autorización antes de que se recibiera.',
    cta: 'Inicie sesión para descargar la revocación firmada:',
  },
  deadline:
    'La ley (HIPAA) da al proveedor hasta el {{date}} para responder a su solicitud (hoy es el día {{day}} de {{limit}}).',
  waiting: {
    subject: 'Su solicitud {{rid}} está esperando su respuesta',
    body: 'El equipo de expedientes necesita algo de usted antes de poder continuar con su solicitud {{rid}}.',
    cta: 'Inicie sesión para ver lo que se necesita y subirlo o responder:',
  },
  extended: {
    subject: 'El proveedor amplió el plazo de su solicitud {{rid}}',
    body: 'El proveedor ha usado la única prórroga que la ley (HIPAA) permite para su solicitud {{rid}}: responderá a más tardar el {{date}} (hoy es el día {{day}} de {{limit}}).',
    reason: 'El motivo que dio figura en su solicitud.',
    cta: 'Inicie sesión para leerlo:',
  },
  overdue: {
    subject: 'Su solicitud {{rid}} superó su plazo legal',
    body: 'Su solicitud {{rid}} superó su plazo legal: la ley (HIPAA) daba al proveedor hasta el {{date}} para responder, y hoy es el día {{day}} de {{limit}}.',
    letters:
      'Su solicitud ofrece ahora dos cartas listas: un recordatorio al proveedor que cita su derecho de acceso y una queja ante la Oficina de Derechos Civiles del HHS que usted mismo puede presentar.',
    cta: 'Inicie sesión para descargarlas:',
  },
  /** Second factors: every change, and every recovery code used, is mailed to the account. */
  security: {
    subject: 'Cambió la configuración de inicio de sesión de su Portal del Paciente',
    added: 'Se agregó un segundo factor a su cuenta: {{name}}.',
    removed: 'Se quitó un segundo factor de su cuenta: {{name}}.',
    codes: 'Se creó un nuevo juego de códigos de recuperación para su cuenta. Los códigos anteriores ya no funcionan.',
    codeUsed: 'Se usó un código de recuperación para iniciar sesión en su cuenta. Quedan {{left}} códigos.',
    notYou: 'Si no fue usted, restablezca su contraseña ahora con este enlace y contáctenos:',
    recoveryLinkSubject: 'Quitar el segundo factor de su cuenta del Portal del Paciente',
    recoveryLinkBody:
      'Usted indicó que perdió todos los segundos factores de su cuenta. Para comenzar a quitarlos, abra este enlace dentro de una hora. Solo se quitan después de un período de espera, y le escribiremos antes:',
    recoveryLinkIgnore: 'Si no fue usted, ignore este mensaje y cambie su contraseña: otra persona la conoce.',
    recoveryStarted:
      'Se inició una solicitud para quitar todos los segundos factores de su cuenta. Si no se cancela, podrán quitarse después del {{date}}.',
    recoveryCancelLine: 'Si no fue usted, cancélela con un clic:',
    recoveryFinishLine:
      'Si fue usted: después de esa hora, abra este enlace e ingrese su contraseña para quitarlos y configurar uno nuevo:',
    recoveryCancelled:
      'Se canceló la solicitud para quitar sus segundos factores. Sus segundos factores siguen funcionando.',
    recoveryRemoved:
      'Su segundo factor se quitó después del período de espera, como se pidió. Configure uno nuevo la próxima vez que inicie sesión.',
  },
  passwordReset: {
    subject: 'Restablezca su contraseña del Portal del Paciente',
    body: 'Use este enlace en el plazo de una hora para elegir una nueva contraseña:',
    ignore: 'Si usted no lo pidió, puede ignorar este mensaje.',
  },
  link: {
    subject: {
      govt: 'Suba su identificación oficial',
      patient: 'Suba su formulario de paciente',
      hipaa: 'Firme su autorización HIPAA',
    },
    body: 'Use este enlace en un plazo de 7 días para continuar la solicitud {{rid}}. Funciona una sola vez.',
  },
  share: {
    subject: '{{sharer}} compartió expedientes con usted',
    body: '{{sharer}} compartió expedientes con usted a través del Portal del Paciente hasta el {{date}}.',
    open: 'Ábralos aquí:',
    code: 'Necesitará el código de acceso que {{name}} le dará por separado y la fecha de nacimiento del paciente.',
  },
  letters: {
    theProvider: 'el proveedor',
    fax: 'n.º de fax {{fax}}',
    phone: 'teléfono {{phone}}',
    reminder: {
      title: 'Recordatorio: solicitud de acceso a expedientes de salud',
      to: 'Para: {{recipient}}',
      re: 'Asunto: Mi solicitud de acceso a mis expedientes de salud, solicitud {{rid}}. Paciente: {{patient}}.',
      reBorn:
        'Asunto: Mi solicitud de acceso a mis expedientes de salud, solicitud {{rid}}. Paciente: {{patient}}, nacido/a el {{dob}}.',
      dear: 'Estimado Departamento de Expedientes:',
      asked:
        'Les pedí una copia de mis expedientes de salud el {{received}}. Según la Regla de Privacidad de HIPAA (45 CFR 164.524(b)(2)), deben actuar sobre una solicitud de acceso a más tardar 30 días naturales después de recibirla. {{deadline}} Hoy es el día {{day}} y no he recibido mis expedientes ni una denegación por escrito.',
      extended:
        'Ustedes ampliaron ese plazo una vez, el {{date}}, en {{days}} días («{{reason}}»), como permite 45 CFR 164.524(b)(2)(ii), hasta el {{due}}.',
      due: 'Es decir, el {{due}}.',
      please:
        'Les ruego que me envíen mis expedientes ahora, en la forma y el formato que pedí, o que me digan por escrito por qué deniegan mi solicitud, como exige 45 CFR 164.524(d). La tarifa por mi propia copia solo puede ser una tarifa razonable basada en el costo (45 CFR 164.524(c)(4)).',
      complain:
        'Si no recibo respuesta, podré presentar una queja ante el Departamento de Salud y Servicios Humanos de los EE. UU., Oficina de Derechos Civiles.',
      sincerely: 'Atentamente,',
      forPatient: '{{name}} (en nombre de {{patient}})',
    },
    complaint: {
      title: 'Queja sobre la privacidad de la información de salud: derecho de acceso',
      intro:
        'Preparada para presentarla ante el Departamento de Salud y Servicios Humanos de los EE. UU., Oficina de Derechos Civiles (OCR). Usted mismo la presenta: en línea en https://ocrportal.hhs.gov/ocr/smartscreen/main.jsf, o por correo postal o electrónico a su oficina regional de la OCR (OCRComplaint@hhs.gov). La queja debe presentarse dentro de los 180 días siguientes a cuando supo del problema (45 CFR 160.306(b)(3)).',
      filer: 'Persona que presenta la queja',
      filerFor: '{{name}}, {{email}} — en nombre del paciente {{patient}}',
      entity: 'Entidad cubierta objeto de la queja',
      happened: 'Qué ocurrió',
      asked:
        'El {{received}} pedí a {{provider}} una copia de los expedientes de salud de {{patient}} (solicitud {{rid}}). Según 45 CFR 164.524(b)(2), el proveedor debía actuar en un plazo de 30 días naturales. {{deadline}} A fecha de {{today}} (día {{day}}) no he recibido ni los expedientes ni una denegación por escrito. Considero que esto viola mi derecho de acceso según 45 CFR 164.524.',
      extended: 'Amplió el plazo una vez, el {{date}}, hasta el {{due}}.',
      due: 'El plazo vencía el {{due}}.',
      history: 'Fechas e historial de la solicitud',
      ask: 'Lo que pido',
      askBody: 'Que la OCR investigue esto y que el proveedor me dé acceso a los expedientes sin más demora.',
      signature: 'Firma',
      date: 'Fecha',
      englishCopy: 'Copia en inglés para la Oficina de Derechos Civiles',
    },
    statement: {
      title: 'Declaración: no se encontraron registros',
      re: 'Asunto: solicitud {{rid}} de los expedientes de salud de {{patient}}, recibida por {{provider}} el {{received}}.',
      reBorn:
        'Asunto: solicitud {{rid}} de los expedientes de salud de {{patient}}, con fecha de nacimiento {{dob}}, recibida por {{provider}} el {{received}}.',
      statement: 'Declaración',
      fees: 'Cargos',
      signature: 'Firma',
      nothingCharged: 'No se cobró nada por esta solicitud.',
      refundedCard: 'Todos los cargos de esta solicitud ({{amount}}) se han reembolsado a su tarjeta.',
      refundedCheck: 'El departamento de expedientes le ha devuelto todos los cargos de esta solicitud ({{amount}}).',
      noCheck: 'No se espera ningún cheque para esta solicitud: por favor, no envíe ninguno.',
      holdReleased: 'Se ha liberado la retención de {{amount}} en su tarjeta; no se cobró nada.',
      nothingMore: 'No se cobrará nada más por esta solicitud.',
      signed:
        'Firmado electrónicamente por {{signer}}, departamento de expedientes, en nombre de {{provider}}, el {{at}} UTC.',
      typedName: 'Un nombre escrito adoptado como firma es el equivalente electrónico de una firma manuscrita.',
      englishCopy: 'Copia en inglés: la declaración tal como se firmó',
    },
  },
  caregiver: {
    inviteSubject: 'Una invitación para actuar en nombre de alguien en el Portal del Paciente',
    invite:
      '{{patient}} le invitó a actuar en su nombre en el Portal del Paciente con su propio inicio de sesión, como su {{role}}.',
    inviteNext:
      'Abra este enlace para aceptar; si aún no tiene una cuenta, puede crear una. El enlace caduca en 7 días.',
    acceptedSubject: 'Su cuidador aceptó su invitación',
    accepted:
      '{{caregiver}} ({{email}}) aceptó su invitación y ahora puede actuar en su nombre, solo dentro de lo que usted permitió. En Cuidadores ve lo que hace y puede cambiar o terminar su acceso en cualquier momento:',
    revokedSubject: 'Su acceso como cuidador ha terminado',
    revoked: '{{patient}} terminó su acceso para actuar en su nombre en el Portal del Paciente.',
    leftSubject: 'Su cuidador dejó de actuar en su nombre',
    left: '{{caregiver}} dejó de actuar en su nombre en el Portal del Paciente.',
    roles: {
      power_of_attorney: 'apoderado',
      personal_representative: 'representante personal',
      spouse_or_family: 'cónyuge o familiar',
      other: 'cuidador',
    },
  },
};
