import type { OrderItemKind } from '@contract/commerce-rules';
import type { LocalizedText } from '@contract/catalogue';

/**
 * Exam packages (/checkout/exam) and the demo vouchers. Packages are catalogue data, seeded on
 * every start; a test id that is no longer a PAID test of the catalogue is left out of its
 * package. Vouchers are demo data (seeded with the demo accounts, never in production).
 */

export interface ExamPackageDefinition {
  id: number;
  code: string;
  name: LocalizedText;
  description: LocalizedText;
  certificateFamily: string | null;
  price: number;
  unitTestIds: number[];
}

export const EXAM_PACKAGES: readonly ExamPackageDefinition[] = [
  {
    id: 1,
    code: 'IELTS_PACK',
    name: { vi: 'Gói luyện thi IELTS', en: 'IELTS preparation pack' },
    description: {
      vi: 'Đề tổng hợp 4 kỹ năng mục tiêu 5.5–6.5 và đề luyện Writing học thuật, có chấm và giải thích.',
      en: 'A four-skill mock for band 5.5–6.5 and an Academic Writing practice test, marked and explained.',
    },
    certificateFamily: 'IELTS',
    price: 119_000,
    unitTestIds: [4005, 4003],
  },
  {
    id: 2,
    code: 'CAMBRIDGE_B2_C2_PACK',
    name: { vi: 'Gói Cambridge B2–C2 (FCE, CPE)', en: 'Cambridge B2–C2 pack (FCE, CPE)' },
    description: {
      vi: 'Hai đề luyện theo định dạng B2 First và C2 Proficiency mới nhất.',
      en: 'Two practice tests in the current B2 First and C2 Proficiency formats.',
    },
    certificateFamily: null,
    price: 179_000,
    unitTestIds: [3011, 3013],
  },
  {
    id: 3,
    code: 'NATIONAL_EXAMS_PACK',
    name: { vi: 'Gói luyện thi tốt nghiệp và du học', en: 'Graduation and study-abroad pack' },
    description: {
      vi: 'Đề luyện thi tốt nghiệp THPT môn Tiếng Anh và đề đánh giá năng lực tiếng Anh du học.',
      en: 'A high-school graduation English practice exam and a study-abroad English assessment.',
    },
    certificateFamily: null,
    price: 119_000,
    unitTestIds: [2015, 2018],
  },
];

export interface VoucherDefinition {
  code: string;
  description: LocalizedText;
  percentOff: number;
  maxDiscount: number | null;
  appliesTo: { kinds?: OrderItemKind[]; refs?: string[] } | null;
  usageLimit: number | null;
  /** Seeded as already used this many times (SOLDOUT). */
  usedCount: number;
  perUserLimit: number | null;
  startsAt: string;
  endsAt: string | null;
}

const LONG_AGO = '2024-01-01T00:00:00.000Z';

/** Demo vouchers, listed in the README; codes are matched case-insensitively. */
export const DEMO_VOUCHERS: readonly VoucherDefinition[] = [
  {
    code: 'SALE10',
    description: { vi: 'Giảm 10% mọi đơn hàng', en: '10% off any order' },
    percentOff: 10,
    maxDiscount: null,
    appliesTo: null,
    usageLimit: null,
    usedCount: 0,
    perUserLimit: null,
    startsAt: LONG_AGO,
    endsAt: null,
  },
  {
    code: 'PLAN67',
    description: { vi: 'Giảm 67% khi mua gói hội viên', en: '67% off a membership plan' },
    percentOff: 67,
    maxDiscount: null,
    appliesTo: { kinds: ['MEMBERSHIP'] },
    usageLimit: null,
    usedCount: 0,
    perUserLimit: null,
    startsAt: LONG_AGO,
    endsAt: null,
  },
  {
    code: 'GIFT100',
    description: { vi: 'Tặng miễn phí đề thi và gói đề', en: 'Tests and exam packs for free' },
    percentOff: 100,
    maxDiscount: null,
    appliesTo: { kinds: ['UNIT_TEST', 'EXAM_PACKAGE'] },
    usageLimit: null,
    usedCount: 0,
    perUserLimit: null,
    startsAt: LONG_AGO,
    endsAt: null,
  },
  {
    code: 'ONCE20',
    description: { vi: 'Giảm 20%, mỗi tài khoản dùng một lần', en: '20% off, once per account' },
    percentOff: 20,
    maxDiscount: 100_000,
    appliesTo: null,
    usageLimit: null,
    usedCount: 0,
    perUserLimit: 1,
    startsAt: LONG_AGO,
    endsAt: null,
  },
  {
    code: 'SOLDOUT',
    description: { vi: 'Giảm 50% (đã hết lượt)', en: '50% off (all used)' },
    percentOff: 50,
    maxDiscount: null,
    appliesTo: null,
    usageLimit: 100,
    usedCount: 100,
    perUserLimit: null,
    startsAt: LONG_AGO,
    endsAt: null,
  },
  {
    code: 'IELTS30',
    description: { vi: 'Giảm 30% đề và gói luyện thi IELTS', en: '30% off IELTS tests and the IELTS pack' },
    percentOff: 30,
    maxDiscount: null,
    appliesTo: { refs: ['UNIT_TEST:4003', 'UNIT_TEST:4005', 'EXAM_PACKAGE:1'] },
    usageLimit: null,
    usedCount: 0,
    perUserLimit: null,
    startsAt: LONG_AGO,
    endsAt: null,
  },
  {
    code: 'OLD15',
    description: { vi: 'Giảm 15% (đã hết hạn)', en: '15% off (expired)' },
    percentOff: 15,
    maxDiscount: null,
    appliesTo: null,
    usageLimit: null,
    usedCount: 0,
    perUserLimit: null,
    startsAt: '2023-01-01T00:00:00.000Z',
    endsAt: '2023-12-31T16:59:59.000Z',
  },
];
