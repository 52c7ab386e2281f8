import type { PatientCatalog, Translation } from '../languages';

export const subscription: Translation<PatientCatalog['subscription']> = {
  title: 'Gói đăng ký Store & Share',
  offer: {
    heading: 'Lưu giữ hồ sơ của quý vị với Store & Share',
    body: 'Quý vị được tải xuống hồ sơ miễn phí trong 30 ngày sau khi nhận. Sau thời gian đó, hồ sơ sẽ được lưu trữ. Store & Share cho phép quý vị truy cập và chia sẻ hồ sơ không giới hạn với giá {{price}} mỗi tháng.',
    download: 'Tải xuống hồ sơ của tôi',
    subscribe: 'Đăng ký với giá {{price}}/tháng',
  },
  steps: { card: 'Thẻ thanh toán', initials: 'Chữ viết tắt tên', confirm: 'Xác nhận' },
  card: { heading: 'Chọn thẻ để thanh toán', next: 'Tiếp tục' },
  initials: {
    heading: 'Thỏa thuận',
    agreement:
      'Tôi đồng ý được tính phí {{price}} hằng tháng cho gói đăng ký Store & Share cho đến khi tôi hủy đăng ký.',
    label: 'Chữ viết tắt tên của quý vị',
    next: 'Tiếp tục',
  },
  confirm: {
    heading: 'Xác nhận gói đăng ký',
    summary: '{{price}} mỗi tháng, tính vào thẻ có số cuối {{last4}}.',
    submit: 'Xác nhận đăng ký',
    back: 'Quay lại',
  },
  active: {
    heading: 'Quý vị đã đăng ký Store & Share',
    details: '{{price}} mỗi tháng, thẻ có số cuối {{last4}}. Gia hạn tiếp theo vào ngày {{date}}.',
    changeCard: 'Đổi thẻ',
    saveCard: 'Dùng thẻ này',
    unsubscribe: 'Hủy đăng ký',
    unsubscribeConfirm: 'Hủy đăng ký Store & Share? Quý vị sẽ cần đăng ký lại để tải xuống các hồ sơ đã lưu trữ.',
    keep: 'Giữ gói đăng ký',
  },
  records: {
    heading: 'Hồ sơ của quý vị',
    empty: 'Chưa có hồ sơ nào được gửi đến.',
    download: 'Tải xuống hồ sơ của {{rid}}',
    archived: 'Đã lưu trữ',
    available: 'Có sẵn',
    delivered: 'Đã nhận ngày {{date}}',
    offerTitle: 'Cần đăng ký',
  },
  messages: {
    subscribed: 'Quý vị đã đăng ký thành công!',
    unsubscribed: 'Quý vị đã hủy đăng ký.',
    paymentMethodUpdated: 'Đã cập nhật phương thức thanh toán thành công!',
    lettersAndSpaces: 'Chỉ được dùng chữ cái và khoảng trắng.',
  },
};
