import type { PatientCatalog, Translation } from '../languages';

export const subscription: Translation<PatientCatalog['subscription']> = {
  title: 'Store & Share 订阅',
  offer: {
    heading: '使用 Store & Share 保存您的病历',
    body: '病历送达后 30 天内可免费下载，之后将被归档。Store & Share 让您以每月 {{price}} 的价格无限次访问和分享您的病历。',
    download: '下载我的病历',
    subscribe: '订阅：每月 {{price}}',
  },
  steps: { card: '付款卡', initials: '姓名首字母', confirm: '确认' },
  card: { heading: '选择用于付款的卡', next: '继续' },
  initials: {
    heading: '同意条款',
    agreement: '我同意每月支付 {{price}} 的 Store & Share 订阅费用，直至我取消订阅。',
    label: '您的姓名首字母',
    next: '继续',
  },
  confirm: {
    heading: '确认您的订阅',
    summary: '每月 {{price}}，从尾号为 {{last4}} 的卡中扣款。',
    submit: '确认订阅',
    back: '返回',
  },
  active: {
    heading: '您已订阅 Store & Share',
    details: '每月 {{price}}，尾号为 {{last4}} 的卡。下次续订日期：{{date}}。',
    changeCard: '更换卡',
    saveCard: '使用此卡',
    unsubscribe: '取消订阅',
    unsubscribeConfirm: '要取消 Store & Share 订阅吗？取消后，需要重新订阅才能下载已归档的病历。',
    keep: '保留订阅',
  },
  records: {
    heading: '您的病历',
    empty: '尚无已送达的病历。',
    download: '下载 {{rid}} 的病历',
    archived: '已归档',
    available: '可下载',
    delivered: '送达日期：{{date}}',
    offerTitle: '需要订阅',
  },
  messages: {
    subscribed: '您已成功订阅！',
    unsubscribed: '您已取消订阅。',
    paymentMethodUpdated: '付款方式已成功更新！',
    lettersAndSpaces: '只能输入字母和空格。',
  },
};
