import { APP_SETTING_IDS, type CountryDto, type MembershipPackageDto } from '@contract/catalogue';

/**
 * Catalogue data that is not a test: membership plans, app settings and countries. Seeded on
 * every start (upserted by id), so editing a value here reaches every database.
 */

export const MEMBERSHIP_PACKAGES: readonly (MembershipPackageDto & { position: number })[] = [
  {
    id: 1,
    code: 'STUDENT_SILVER_1M',
    roleCode: 'STUDENT',
    position: 1,
    name: { vi: 'Gói Bạc – 1 tháng', en: 'Silver – 1 month' },
    description: {
      vi: 'Làm quen với kho đề hội viên trong một tháng.',
      en: 'Try the members’ test library for a month.',
    },
    price: 200_000,
    originalPrice: null,
    durationDays: 30,
    quantities: [
      { kind: 'QUANTITY_SILVER', amount: 30 },
      { kind: 'QUANTITY_SILVER_LIMIT', amount: 5 },
    ],
    // What the quantities grant is shown from `quantities`; features are the other benefits.
    features: [
      { vi: 'Mở mọi bài luyện dành cho hội viên', en: 'Every members’ practice test' },
      { vi: 'Xem đáp án và giải thích chi tiết', en: 'Answers with detailed explanations' },
    ],
    highlighted: false,
  },
  {
    id: 2,
    code: 'STUDENT_GOLD_3M',
    roleCode: 'STUDENT',
    position: 2,
    name: { vi: 'Gói Vàng – 3 tháng', en: 'Gold – 3 months' },
    description: {
      vi: 'Đủ thời gian ôn trọn một học kỳ, tiết kiệm hơn một phần ba.',
      en: 'A whole term of revision for a third less.',
    },
    price: 400_000,
    originalPrice: 600_000,
    durationDays: 90,
    quantities: [
      { kind: 'QUANTITY_SILVER', amount: 120 },
      { kind: 'QUANTITY_GOLD', amount: 10 },
      { kind: 'QUANTITY_SILVER_LIMIT', amount: 10 },
      { kind: 'QUANTITY_GOLD_LIMIT', amount: 2 },
    ],
    features: [
      { vi: 'Mọi quyền lợi của gói Bạc', en: 'Everything in Silver' },
      { vi: 'Theo dõi tiến bộ theo từng kỹ năng', en: 'Progress tracking by skill' },
    ],
    highlighted: true,
  },
  {
    id: 3,
    code: 'STUDENT_DIAMOND_12M',
    roleCode: 'STUDENT',
    position: 3,
    name: { vi: 'Gói Kim cương – 12 tháng', en: 'Diamond – 12 months' },
    description: {
      vi: 'Cả năm học không giới hạn, từ bài học trên lớp đến đề thi chứng chỉ.',
      en: 'A whole school year, from class units to certificate exams.',
    },
    price: 699_000,
    originalPrice: 2_400_000,
    durationDays: 365,
    quantities: [
      { kind: 'QUANTITY_SILVER', amount: 600 },
      { kind: 'QUANTITY_GOLD', amount: 60 },
      { kind: 'QUANTITY_SILVER_LIMIT', amount: 20 },
      { kind: 'QUANTITY_GOLD_LIMIT', amount: 5 },
    ],
    features: [
      { vi: 'Mọi quyền lợi của gói Vàng', en: 'Everything in Gold' },
      { vi: 'Ưu tiên hỗ trợ qua hotline', en: 'Priority hotline support' },
    ],
    highlighted: false,
  },
];

export const APP_SETTINGS: readonly { id: string; value: unknown }[] = [
  {
    id: APP_SETTING_IDS.USER_MANUAL,
    // Both editions point at our own user guide for now; English pages live under /en.
    value: {
      standard: { vi: '/page/user-guide', en: '/en/page/user-guide' },
      international: { vi: '/page/user-guide', en: '/en/page/user-guide' },
    },
  },
  {
    id: APP_SETTING_IDS.SUPPORT,
    value: { hotline: '1900 6868', email: 'support@englab.vn', chatScriptUrl: null },
  },
];

/** Viet Nam first, then the countries students most often come from or go to study in. */
export const COUNTRIES: readonly CountryDto[] = [
  { code: 'VN', name: { vi: 'Việt Nam', en: 'Vietnam' }, dialCode: '+84' },
  { code: 'US', name: { vi: 'Hoa Kỳ', en: 'United States' }, dialCode: '+1' },
  { code: 'GB', name: { vi: 'Vương quốc Anh', en: 'United Kingdom' }, dialCode: '+44' },
  { code: 'AU', name: { vi: 'Úc', en: 'Australia' }, dialCode: '+61' },
  { code: 'CA', name: { vi: 'Canada', en: 'Canada' }, dialCode: '+1' },
  { code: 'NZ', name: { vi: 'New Zealand', en: 'New Zealand' }, dialCode: '+64' },
  { code: 'SG', name: { vi: 'Singapore', en: 'Singapore' }, dialCode: '+65' },
  { code: 'JP', name: { vi: 'Nhật Bản', en: 'Japan' }, dialCode: '+81' },
  { code: 'KR', name: { vi: 'Hàn Quốc', en: 'South Korea' }, dialCode: '+82' },
  { code: 'CN', name: { vi: 'Trung Quốc', en: 'China' }, dialCode: '+86' },
  { code: 'TW', name: { vi: 'Đài Loan', en: 'Taiwan' }, dialCode: '+886' },
  { code: 'TH', name: { vi: 'Thái Lan', en: 'Thailand' }, dialCode: '+66' },
  { code: 'LA', name: { vi: 'Lào', en: 'Laos' }, dialCode: '+856' },
  { code: 'KH', name: { vi: 'Campuchia', en: 'Cambodia' }, dialCode: '+855' },
  { code: 'MY', name: { vi: 'Malaysia', en: 'Malaysia' }, dialCode: '+60' },
  { code: 'ID', name: { vi: 'Indonesia', en: 'Indonesia' }, dialCode: '+62' },
  { code: 'PH', name: { vi: 'Philippines', en: 'Philippines' }, dialCode: '+63' },
  { code: 'IN', name: { vi: 'Ấn Độ', en: 'India' }, dialCode: '+91' },
  { code: 'FR', name: { vi: 'Pháp', en: 'France' }, dialCode: '+33' },
  { code: 'DE', name: { vi: 'Đức', en: 'Germany' }, dialCode: '+49' },
  { code: 'NL', name: { vi: 'Hà Lan', en: 'Netherlands' }, dialCode: '+31' },
];
