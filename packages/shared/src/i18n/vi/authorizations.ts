import type { PatientCatalog, Translation } from '../languages';

export const authorizations: Translation<PatientCatalog['authorizations']> = {
  upload: {
    choose: 'Chọn tệp',
    chosen: 'Đã tải lên: {{name}}',
    uploading: 'Đang tải lên…',
    remove: 'Xóa {{name}}',
    download: 'Tải xuống {{name}}',
    hint: 'Định dạng cho phép: {{types}}. Tối đa {{mb}}MB.',
  },
  govtId: {
    front: 'Giấy tờ tùy thân do chính phủ cấp (mặt trước)',
    back: 'Giấy tờ tùy thân do chính phủ cấp (mặt sau)',
    heading: 'Giấy tờ tùy thân do chính phủ cấp',
  },
  supporting: { heading: 'Tài liệu bổ sung', add: 'Thêm tài liệu bổ sung', empty: 'Chưa có tài liệu bổ sung nào.' },
  patientForm: { heading: 'Mẫu đơn bệnh nhân', label: 'Mẫu đơn bệnh nhân đã điền' },
  generalRelease: {
    heading: 'Tải lên giấy ủy quyền cung cấp thông tin',
    label: 'Văn bản ủy quyền cung cấp thông tin đã ký',
  },
  language: {
    label: 'Ngôn ngữ của giấy ủy quyền',
    description: 'Đọc và ký giấy ủy quyền bằng một trong các ngôn ngữ mà {{provider}} chấp nhận.',
  },
  sign: {
    pageTitle: 'Ký giấy ủy quyền',
    signed: 'Đã ký giấy ủy quyền.',
    download: 'Tải xuống giấy ủy quyền đã ký',
    viewSent: 'Xem giấy ủy quyền sẽ được gửi đi (PDF)',
    backToRequest: 'Quay lại yêu cầu',
    missingRid: 'Không tìm thấy yêu cầu này.',
  },
  public: {
    hipaaTitle: 'Giấy Ủy Quyền HIPAA',
    hipaaIntro:
      '{{org}} đề nghị quý vị ký giấy ủy quyền HIPAA để hồ sơ y tế của quý vị có thể được cung cấp theo yêu cầu của quý vị. Việc này mất khoảng hai phút.',
    hipaaIntroNoOrg:
      'Quý vị được đề nghị ký giấy ủy quyền HIPAA để hồ sơ y tế của quý vị có thể được cung cấp theo yêu cầu của quý vị. Việc này mất khoảng hai phút.',
    begin: 'Bắt đầu',
    requestedBy: 'Người yêu cầu: {{name}} (yêu cầu {{rid}})',
    providerLine: 'Cơ sở y tế sẽ cung cấp hồ sơ: {{provider}}',
    readFirst:
      'Vui lòng đọc giấy ủy quyền dưới đây. Sau khi quý vị chọn Bắt đầu, quý vị sẽ được yêu cầu cung cấp họ tên, ngày sinh, số An Sinh Xã Hội (không bắt buộc), chữ ký và hình ảnh giấy tờ tùy thân (không bắt buộc).',
    textLanguage: 'Ngôn ngữ của giấy ủy quyền',
    firstName: 'Tên',
    middleName: 'Tên đệm',
    lastName: 'Họ',
    dob: 'Ngày sinh (M/D/YYYY)',
    ssn: 'Số An Sinh Xã Hội (không bắt buộc)',
    signName: 'Nhập họ tên đầy đủ của quý vị làm chữ ký',
    idImages: 'Hình ảnh giấy tờ tùy thân do chính phủ cấp (không bắt buộc)',
    govtTitle: 'Tải lên giấy tờ tùy thân do chính phủ cấp',
    govtIntro: 'Xin chào {{name}}, vui lòng tải lên mặt trước và mặt sau giấy tờ tùy thân do chính phủ cấp của quý vị.',
    formTitle: 'Tải lên mẫu đơn bệnh nhân',
    formIntro: 'Xin chào {{name}}, vui lòng tải lên mẫu đơn bệnh nhân quý vị đã điền.',
    submit: 'Gửi',
    submitting: 'Đang gửi…',
    expiredTitle: 'Liên kết này không còn sử dụng được',
    nextSteps: 'Các bước tiếp theo',
    createAccount: 'Tạo tài khoản',
    createAccountText: 'Theo dõi các yêu cầu và tải xuống hồ sơ khi đã sẵn sàng.',
    subscribe: 'Đăng ký & Chia sẻ',
    subscribeText: 'Lưu trữ hồ sơ và chia sẻ bất cứ lúc nào với Store & Share.',
  },
};
