import type { PatientCatalog, Translation } from '../languages';

export const support: Translation<PatientCatalog['support']> = {
  title: 'Ayuda',
  intro:
    '¿Tiene preguntas sobre una solicitud, el portal o su cuenta? Escriba a nuestro servicio de ayuda y le responderemos por correo electrónico.',
  contactTitle: 'Contáctenos',
  contactBody: 'También puede escribir a',
  openForm: 'Enviar comentarios al servicio de ayuda',
  modalTitle: 'Enviar comentarios',
  fields: {
    issue: 'Problema',
    issuePlaceholder: 'Elija el problema',
    title: 'Título',
    comment: 'Comentario',
  },
  pageCode: 'Código de página: {{code}}',
  send: 'Enviar',
  cancel: 'Cancelar',
  issues: {
    'Application working slowly': 'La aplicación funciona lentamente',
    'Application is no longer responding': 'La aplicación ya no responde',
    'Application is not functioning as expected': 'La aplicación no funciona como se espera',
    'I have a suggestion': 'Tengo una sugerencia',
    'Something else': 'Otra cosa',
  },
};
