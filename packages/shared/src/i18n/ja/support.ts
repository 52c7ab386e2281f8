import type { PatientCatalog, Translation } from '../languages';

export const support: Translation<PatientCatalog['support']> = {
  title: 'サポート',
  intro:
    '申請、ポータル、アカウントについてご質問がありますか？ヘルプデスクにお知らせいただければ、メールでご連絡します。',
  contactTitle: 'お問い合わせ',
  contactBody: '次のアドレスにもご連絡いただけます：',
  openForm: 'ヘルプデスクにご意見を送る',
  modalTitle: 'ご意見を送る',
  fields: {
    issue: '問題の種類',
    issuePlaceholder: '問題の種類を選択',
    title: '件名',
    comment: 'コメント',
  },
  pageCode: 'ページコード：{{code}}',
  send: '送信',
  cancel: 'キャンセル',
  issues: {
    'Application working slowly': 'アプリの動作が遅い',
    'Application is no longer responding': 'アプリが応答しない',
    'Application is not functioning as expected': 'アプリが正しく動作しない',
    'I have a suggestion': '提案がある',
    'Something else': 'その他',
  },
};
