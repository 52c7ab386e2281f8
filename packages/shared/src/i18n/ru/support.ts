import type { PatientCatalog, Translation } from '../languages';

export const support: Translation<PatientCatalog['support']> = {
  title: 'Поддержка',
  intro:
    'Есть вопросы о запросе, портале или учётной записи? Напишите в службу поддержки, и мы ответим вам по электронной почте.',
  contactTitle: 'Связаться с нами',
  contactBody: 'Вы также можете написать по адресу',
  openForm: 'Написать в службу поддержки',
  modalTitle: 'Оставить отзыв',
  fields: {
    issue: 'Проблема',
    issuePlaceholder: 'Выберите проблему',
    title: 'Тема',
    comment: 'Комментарий',
  },
  pageCode: 'Код страницы: {{code}}',
  send: 'Отправить',
  cancel: 'Отмена',
  issues: {
    'Application working slowly': 'Приложение работает медленно',
    'Application is no longer responding': 'Приложение не отвечает',
    'Application is not functioning as expected': 'Приложение работает неправильно',
    'I have a suggestion': 'У меня есть предложение',
    'Something else': 'Другое',
  },
};
