import type { PatientCatalog, Translation } from '../languages';

export const profile: Translation<PatientCatalog['profile']> = {
  title: '个人资料',
  details: '您的信息',
  fields: {
    name: '名',
    lastName: '姓',
    email: '电子邮件',
    organization: '机构',
    dateOfBirth: '出生日期',
    dateOfBirthHint: '格式：M/D/YYYY',
  },
  save: '保存',
  avatar: {
    alt: '您的头像',
    none: '尚未设置头像',
    change: '更换头像',
    hint: '支持 JPEG、PNG、WebP 或 GIF 格式，最大 5 MB。',
    uploaded: '头像已更新',
  },
  password: {
    title: '更改密码',
    current: '当前密码',
    new: '新密码',
    confirm: '确认新密码',
    save: '保存',
    captchaLabel: '请输入图片中显示的字符',
    captchaImage: '验证码图片：请输入图中显示的 8 个字符，或改为回答图片下方的文字问题',
    captchaQuestionLabel: '看不清图片？请改为回答此问题：',
    captchaQuestion: '请输入以下每个单词的首字母：{{words}}。',
    captchaDigitsQuestion: '请按顺序输入这些数字：{{words}}。',
    captchaDigits: { 0: '零', 1: '一', 2: '二', 3: '三', 4: '四', 5: '五', 6: '六', 7: '七', 8: '八', 9: '九' },
    captchaRefresh: '换一张图片',
    captchaLoading: '正在加载验证码…',
  },
};
