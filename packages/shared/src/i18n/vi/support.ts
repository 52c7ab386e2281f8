import type { PatientCatalog, Translation } from '../languages';

export const support: Translation<PatientCatalog['support']> = {
  title: 'Hỗ trợ',
  intro:
    'Quý vị có thắc mắc về một yêu cầu, cổng thông tin hoặc tài khoản? Hãy cho bộ phận hỗ trợ biết, chúng tôi sẽ trả lời quý vị qua email.',
  contactTitle: 'Liên hệ với chúng tôi',
  contactBody: 'Quý vị cũng có thể viết thư đến',
  openForm: 'Gửi phản hồi đến bộ phận hỗ trợ',
  modalTitle: 'Gửi ý kiến phản hồi',
  fields: {
    issue: 'Vấn đề',
    issuePlaceholder: 'Chọn vấn đề',
    title: 'Tiêu đề',
    comment: 'Nội dung',
  },
  pageCode: 'Mã trang: {{code}}',
  send: 'Gửi',
  cancel: 'Hủy',
  issues: {
    'Application working slowly': 'Ứng dụng chạy chậm',
    'Application is no longer responding': 'Ứng dụng không phản hồi',
    'Application is not functioning as expected': 'Ứng dụng không hoạt động như mong đợi',
    'I have a suggestion': 'Tôi có một góp ý',
    'Something else': 'Vấn đề khác',
  },
};
