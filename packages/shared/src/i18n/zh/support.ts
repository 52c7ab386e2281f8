import type { PatientCatalog, Translation } from '../languages';

export const support: Translation<PatientCatalog['support']> = {
  title: '帮助',
  intro: '对申请、门户或您的帐户有疑问？请告诉我们的服务台，我们会通过电子邮件回复您。',
  contactTitle: '联系我们',
  contactBody: '您也可以发送邮件至',
  openForm: '向服务台发送反馈',
  modalTitle: '提供反馈',
  fields: {
    issue: '问题类型',
    issuePlaceholder: '请选择问题类型',
    title: '标题',
    comment: '留言',
  },
  pageCode: '页面代码：{{code}}',
  send: '发送',
  cancel: '取消',
  issues: {
    'Application working slowly': '应用运行缓慢',
    'Application is no longer responding': '应用无响应',
    'Application is not functioning as expected': '应用未按预期运行',
    'I have a suggestion': '我有一个建议',
    'Something else': '其他问题',
  },
};
