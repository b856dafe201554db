import type { Generated } from 'kysely';
import type { OtpPurpose } from '@contract/api';
import type {
  AccessTier,
  BannerDto,
  OwnedUnitTestDto,
  SaleAssetDto,
  UnitTestSummaryDto,
  UnitTestType,
} from '@contract/catalogue';
import type { ClassJoinMode, JoinClassRequestStatus, ReferenceKind } from '@contract/class-rules';
import type { OrderItemKind, OrderStatus, PurchaseType } from '@contract/commerce-rules';
import type { PAYMENT_METHODS, QUANTITY_KINDS } from '@contract/constants';
import type { AccountStatus, DeviceKind, Locale, RoleCode, SchoolLevel, Skill } from '@contract/constants';
import type { AttemptStatus, IntegrityEventKind, ResultDto, ShareCodeDto, SpeakingMimeType } from '@contract/player';

type PaymentMethod = (typeof PAYMENT_METHODS)[number];
type QuantityKind = (typeof QUANTITY_KINDS)[number];

/**
 * Table types for Kysely. Timestamps are ISO-8601 UTC strings and flags are 0/1 integers:
 * both behave identically on SQLite and Postgres, so queries stay dialect-neutral.
 */

export interface GradesTable {
  id: number;
  code: string;
  name: string;
  name_en: string;
  school_level: SchoolLevel;
  grade_eduhome_id: number;
}

interface UsersTable {
  id: Generated<number>;
  phone: string | null;
  /** Stored lower-cased so the unique index is case-insensitive. */
  email: string | null;
  full_name: string;
  password_hash: string;
  role_code: RoleCode;
  grade_id: number | null;
  status: AccountStatus;
  received_gift: number;
  /** Path relative to the uploads directory (e.g. `avatars/<random>.png`), or an absolute URL. */
  avatar: string | null;
  /** 1 for accounts created for the user: the first sign-in must replace the password. */
  must_change_password: Generated<number>;
  created_at: string;
  updated_at: string;
}

export type SessionRevokeReason =
  | 'LOGOUT'
  | 'REFRESH_TOKEN_REUSE'
  | 'ACCOUNT_UNAVAILABLE'
  /** Ended from the sessions page (POST /account/revoke-token). */
  | 'REVOKED'
  /** Another session of the account changed the password. */
  | 'PASSWORD_CHANGED'
  /** The password was reset with a verification code. */
  | 'PASSWORD_RESET';

/** One row per sign-in on a device. The session is also the refresh-token family. */
interface LoginSessionsTable {
  id: string;
  /** Number shown to and sent back by clients (LoginSessionDto.id). */
  public_id: number;
  user_id: number;
  device_kind: DeviceKind;
  user_agent: string | null;
  ip: string | null;
  created_at: string;
  last_seen_at: string;
  revoked_at: string | null;
  revoked_reason: SessionRevokeReason | null;
}

interface RefreshTokensTable {
  id: string;
  session_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
  /** The token this one was exchanged for; null for a session's first. */
  parent_id: string | null;
}

interface SequencesTable {
  name: string;
  value: number;
}

/** The live one-time code of a destination and purpose; only an HMAC of the code is kept. */
interface OtpCodesTable {
  id: Generated<number>;
  /** A 10-digit phone number or a lower-cased e-mail address. */
  destination: string;
  purpose: OtpPurpose;
  code_hash: string;
  /** Wrong guesses so far; at the limit the code is burned. */
  attempts: number;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
}

/** What the development sender "delivered": the codes a real SMS or e-mail would carry. */
interface OtpOutboxTable {
  id: Generated<number>;
  channel: 'SMS' | 'EMAIL';
  destination: string;
  purpose: OtpPurpose;
  code: string;
  created_at: string;
  expires_at: string;
}

export type VerificationPurpose = OtpPurpose | 'FIRST_LOGIN';

/**
 * Single-use proofs handed out after a verified code (destination set) or a first sign-in with
 * a temporary password (user_id set). Only the SHA-256 of the token is stored.
 */
interface VerificationTokensTable {
  id: Generated<number>;
  token_hash: string;
  purpose: VerificationPurpose;
  destination: string | null;
  user_id: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Previous password hashes of an account (the newest few), so old passwords are not reused. */
interface PasswordHistoryTable {
  id: Generated<number>;
  user_id: number;
  password_hash: string;
  created_at: string;
}

/** A test of the catalogue; SYSTEM tests come from backend/content/tests, USER tests from a user. */
export interface UnitTestsTable {
  id: number;
  slug: string;
  name: string;
  name_en: string | null;
  /** The name folded for ordering (lower case, no diacritics), so "Đề…" sorts among the d's. */
  name_sort: string;
  labels: string | null;
  test_count: number | null;
  scope: UnitTestSummaryDto['scope'];
  owner_user_id: number | null;
  unit_type: UnitTestSummaryDto['unitType'];
  unit_test_type: UnitTestType;
  test_kind: UnitTestSummaryDto['testKind'];
  is_international_exam: number;
  subject: string;
  school_level: SchoolLevel | null;
  practice_mode_id: number | null;
  exam_id: number | null;
  certificate_id: number | null;
  topic_vi: string | null;
  topic_en: string | null;
  unit_number: number | null;
  unit_title_vi: string | null;
  unit_title_en: string | null;
  duration: number | null;
  question_count: number;
  access_tier: AccessTier;
  price: number | null;
  featured: number;
  description_vi: string;
  description_en: string;
  has_listening: number;
  has_speaking: number;
  /** Lower-cased, diacritic-free names, labels, topic and unit title: what text search matches. */
  search_text: string;
  /** sha256 of the authored test, to skip rewriting unchanged tests on a re-seed. */
  content_hash: string;
  created_at: string;
  updated_at: string;
  retired_at: string | null;
  /** -featured and coalesce(duration, 2147483647): sort keys (generated; SQLite, migration 0020). */
  featured_rank: Generated<number>;
  duration_rank: Generated<number>;
  /** Bit n: grade id n (kept by triggers from unit_test_grades; SQLite, migration 0020). */
  grade_mask: Generated<number>;
  /** Bit n: SKILLS[n] (kept by triggers from unit_test_skills; SQLite, migration 0020). */
  skill_mask: Generated<number>;
}

/** How many visible SYSTEM tests share each combination of filterable values (migration 0020). */
interface UnitTestFacetCellsTable {
  school_level: string;
  subject: string;
  practice_mode_id: number;
  exam_id: number;
  certificate_id: number;
  access_tier: string;
  unit_type: string;
  test_kind: string;
  featured: number;
  grade_mask: number;
  skill_mask: number;
  n: number;
}

/** The words of the tests’ search texts, with how many tests hold each (migration 0020). */
interface UnitTestWordsTable {
  word: string;
  n: number;
}

/** One row (id 1): the catalogue's version, bumped by every write to a test (migration 0020). */
interface CatalogueStateTable {
  id: number;
  version: number;
}

interface UnitTestGradesTable {
  unit_test_id: number;
  grade_id: number;
}

interface UnitTestSkillsTable {
  unit_test_id: number;
  skill: Skill;
}

interface UnitTestSectionsTable {
  id: Generated<number>;
  unit_test_id: number;
  section_key: string;
  position: number;
  title_vi: string;
  title_en: string;
  skill: Skill | null;
  question_count: number;
  content_json: string;
}

interface UnitTestQuestionsTable {
  id: Generated<number>;
  unit_test_id: number;
  section_id: number;
  question_key: string;
  /** Order within the test (0-based, across sections). */
  position: number;
  type: string;
  skill: Skill;
  /** 1 for a question, the number of items for an LS/MIX group. */
  leaf_count: number;
  content_json: string;
}

export interface UserUnitTestsTable {
  id: Generated<number>;
  user_id: number;
  unit_test_id: number;
  source: OwnedUnitTestDto['source'];
  acquired_at: string;
}

export interface MembershipPackagesTable {
  id: number;
  code: string;
  role_code: RoleCode;
  name_vi: string;
  name_en: string;
  description_vi: string;
  description_en: string;
  price: number;
  original_price: number | null;
  duration_days: number;
  quantities_json: string;
  features_json: string;
  highlighted: number;
  position: number;
}

export interface SaleAssetsTable {
  id: Generated<number>;
  asset_type: SaleAssetDto['assetType'];
  name_vi: string;
  name_en: string;
  price: number;
  unit_test_id: number | null;
  membership_id: number | null;
}

interface BannersTable {
  id: number;
  type: BannerDto['type'];
  site: string;
  status: BannerDto['status'];
  start_date: string;
  end_date: string | null;
  repeat_time: number;
  display_place: BannerDto['displayPlace'];
  url: string | null;
  open_new_tab: number;
}

interface BannerItemsTable {
  id: Generated<number>;
  banner_id: number;
  lang: 'vi' | 'en';
  image_desktop: string | null;
  image_mobile: string | null;
}

interface AppSettingsTable {
  id: string;
  value_json: string;
  updated_at: string;
}

interface CountriesTable {
  code: string;
  name_vi: string;
  name_en: string;
  dial_code: string;
  position: number;
}

interface SeedStateTable {
  name: string;
  hash: string;
  applied_at: string;
}

/** One sitting of a test by a user or a guest; the draft lives here until the attempt closes. */
export interface TestAttemptsTable {
  id: Generated<number>;
  unit_test_id: number;
  /** null for guests, who prove ownership with the secret. */
  user_id: number | null;
  /** sha256 of the attempt secret. */
  secret_hash: string;
  device_id: string | null;
  /** "<userId>:<unitTestId>" while a user's attempt is open, else null (one open attempt each). */
  open_key: string | null;
  status: AttemptStatus;
  /** Random hex: decides shuffles and per-attempt ids. */
  seed: string;
  share_code_id: number | null;
  started_at: string;
  deadline_at: string;
  duration_minutes: number;
  default_duration: number;
  /** Draft answers as the learner sent them (per-attempt ids). */
  answers_json: string;
  current_question: string | null;
  flags_json: string;
  draft_revision: number;
  draft_saved_at: string | null;
  void_reason: IntegrityEventKind | null;
  closed_at: string | null;
}

interface AttemptAudioPlaysTable {
  attempt_id: number;
  audio_id: string;
  plays: number;
}

interface AttemptIntegrityEventsTable {
  id: Generated<number>;
  attempt_id: number;
  kind: IntegrityEventKind;
  /** CLIENT: reported by the browser; SERVER: detected at resume (reload, second device). */
  source: 'CLIENT' | 'SERVER';
  created_at: string;
}

export interface UnitTestResultsTable {
  id: Generated<number>;
  attempt_id: number;
  unit_test_id: number;
  user_id: number | null;
  status: ResultDto['status'];
  void_reason: IntegrityEventKind | null;
  closed_by: ResultDto['closedBy'];
  late_answers_ignored: number;
  review_status: ResultDto['reviewStatus'];
  score: number | null;
  percent: number | null;
  earned_points: number;
  max_points: number;
  question_count: number;
  correct_count: number;
  started_at: string;
  submitted_at: string;
  time_taken_seconds: number;
  time_limit_seconds: number;
  answers_json: string;
  /** Counts, skills, per-question outcomes and parts, recommendations (see results/outcome.ts). */
  outcome_json: string;
}

export interface SubmissionKeysTable {
  key: string;
  attempt_id: number;
  result_id: number;
  created_at: string;
}

export interface SpeakingUploadsTable {
  id: Generated<number>;
  attempt_id: number;
  question_key: string;
  channel: 'SPEAKING' | 'LC_SPEECH';
  path: string;
  mime_type: SpeakingMimeType;
  size_bytes: number;
  created_at: string;
}

export interface ShareCodesTable {
  id: Generated<number>;
  code: string;
  kind: ShareCodeDto['kind'];
  unit_test_id: number;
  result_id: number | null;
  created_by_user_id: number | null;
  created_at: string;
  /** 1: a visitor of this RESULT link sees the owner's name. */
  show_name: Generated<number>;
}

/** What the development mailer "sent". */
interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  created_at: string;
}

/** A teacher's class (issue 13); member_count is kept in step with class_members. */
export interface ClassesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string | null;
  teacher_id: number;
  school_level: SchoolLevel | null;
  grade_id: number | null;
  join_mode: ClassJoinMode;
  capacity: number;
  member_count: Generated<number>;
  /** Upper case. */
  join_code: string;
  created_at: string;
  updated_at: string;
}

interface ClassMembersTable {
  class_id: number;
  user_id: number;
  joined_at: string;
}

interface ClassJoinRequestsTable {
  id: Generated<number>;
  class_id: number;
  user_id: number;
  status: JoinClassRequestStatus;
  /** "<classId>:<userId>" while PENDING, else null (unique: one pending request each). */
  pending_key: string | null;
  created_at: string;
  decided_at: string | null;
}

export interface ClassAssignmentsTable {
  id: Generated<number>;
  class_id: number;
  unit_test_id: number;
  note: string | null;
  open_at: string;
  due_at: string;
  share_results: number;
  created_at: string;
  updated_at: string;
}

/** The result a student handed in for an assignment: the first attached one counts. */
interface ClassAssignmentResultsTable {
  assignment_id: number;
  user_id: number;
  result_id: number;
  submitted_at: string;
  late: number;
  attached_at: string;
}

export interface ClassReferencesTable {
  id: Generated<number>;
  class_id: number;
  kind: ReferenceKind;
  title: string;
  description: string | null;
  url: string;
  file_name: string | null;
  mime_type: string | null;
  size_bytes: number | null;
  created_at: string;
}

/** A signed-in user's cart line (guests keep theirs in local storage). */
interface CartItemsTable {
  id: Generated<number>;
  user_id: number;
  unit_test_id: number;
  added_at: string;
}

interface ExamPackagesTable {
  id: number;
  code: string;
  name_vi: string;
  name_en: string;
  description_vi: string;
  description_en: string;
  certificate_family: string | null;
  price: number;
  position: number;
}

interface ExamPackageTestsTable {
  package_id: number;
  unit_test_id: number;
  position: number;
}

export interface VouchersTable {
  id: Generated<number>;
  code: string;
  description_vi: string;
  description_en: string;
  percent_off: number;
  max_discount: number | null;
  /** null: every line; else JSON `{ kinds?: OrderItemKind[], refs?: "KIND:id"[] }`. */
  applies_to_json: string | null;
  usage_limit: number | null;
  used_count: Generated<number>;
  per_user_limit: number | null;
  starts_at: string;
  ends_at: string | null;
  created_at: string;
}

export interface OrdersTable {
  id: Generated<number>;
  trans_no: string;
  user_id: number;
  purchase_type: PurchaseType;
  purchase_ref_id: number | null;
  method: PaymentMethod;
  status: OrderStatus;
  subtotal: number;
  discount: number;
  total: number;
  voucher_id: number | null;
  voucher_code: string | null;
  locale: Locale;
  return_url: string;
  payment_url: string | null;
  request_id: string | null;
  provider_trans_no: string | null;
  provider_code: string | null;
  result_code: string | null;
  created_at: string;
  expires_at: string;
  paid_at: string | null;
  settled_at: string | null;
  updated_at: string;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  kind: OrderItemKind;
  ref_id: number;
  name_vi: string;
  name_en: string;
  price: number;
  discount: number;
  position: number;
}

interface VoucherRedemptionsTable {
  id: Generated<number>;
  voucher_id: number;
  user_id: number;
  order_id: number;
  status: 'RESERVED' | 'REDEEMED';
  created_at: string;
  redeemed_at: string | null;
}

interface VoucherUserSlotsTable {
  voucher_id: number;
  user_id: number;
  slot: number;
  order_id: number;
}

interface PaymentEventsTable {
  id: Generated<number>;
  order_id: number | null;
  provider: 'VNPAY' | 'MOMO' | 'NONE';
  kind: 'CREATE' | 'IPN' | 'RETURN' | 'QUERY' | 'EXPIRE';
  trans_no: string | null;
  payload_json: string;
  signature_valid: number;
  outcome: string;
  created_at: string;
}

/** The local payment gateway's records (migration 0007). */
interface GatewayPaymentsTable {
  provider: 'VNPAY' | 'MOMO';
  ref: string;
  token: string | null;
  request_id: string | null;
  data_json: string;
  result_json: string | null;
  created_at: string;
  updated_at: string;
}

interface MembershipsTable {
  id: Generated<number>;
  user_id: number;
  package_id: number;
  order_id: number | null;
  starts_at: string;
  expires_at: string;
  created_at: string;
}

interface QuantityGrantsTable {
  id: Generated<number>;
  user_id: number;
  kind: QuantityKind;
  granted: number;
  remaining: number;
  membership_id: number | null;
  starts_at: string;
  expires_at: string;
  created_at: string;
}

interface QuantityDailyUseTable {
  user_id: number;
  kind: QuantityKind;
  day: string;
  used: number;
}

interface QuantityLedgerTable {
  id: Generated<number>;
  user_id: number;
  kind: QuantityKind;
  change: number;
  reason: 'GRANT' | 'USE';
  unit_test_id: number | null;
  order_id: number | null;
  created_at: string;
}

interface DailyGoalsTable {
  user_id: number;
  goal: number;
  time_zone: string;
  updated_at: string;
}

export interface DatabaseSchema {
  grades: GradesTable;
  users: UsersTable;
  login_sessions: LoginSessionsTable;
  refresh_tokens: RefreshTokensTable;
  sequences: SequencesTable;
  otp_codes: OtpCodesTable;
  otp_outbox: OtpOutboxTable;
  verification_tokens: VerificationTokensTable;
  password_history: PasswordHistoryTable;
  unit_tests: UnitTestsTable;
  unit_test_facet_cells: UnitTestFacetCellsTable;
  catalogue_state: CatalogueStateTable;
  unit_test_words: UnitTestWordsTable;
  unit_test_grades: UnitTestGradesTable;
  unit_test_skills: UnitTestSkillsTable;
  unit_test_sections: UnitTestSectionsTable;
  unit_test_questions: UnitTestQuestionsTable;
  user_unit_tests: UserUnitTestsTable;
  membership_packages: MembershipPackagesTable;
  sale_assets: SaleAssetsTable;
  banners: BannersTable;
  banner_items: BannerItemsTable;
  app_settings: AppSettingsTable;
  countries: CountriesTable;
  seed_state: SeedStateTable;
  test_attempts: TestAttemptsTable;
  attempt_audio_plays: AttemptAudioPlaysTable;
  attempt_integrity_events: AttemptIntegrityEventsTable;
  unit_test_results: UnitTestResultsTable;
  submission_keys: SubmissionKeysTable;
  speaking_uploads: SpeakingUploadsTable;
  share_codes: ShareCodesTable;
  mail_outbox: MailOutboxTable;
  classes: ClassesTable;
  class_members: ClassMembersTable;
  class_join_requests: ClassJoinRequestsTable;
  class_assignments: ClassAssignmentsTable;
  class_assignment_results: ClassAssignmentResultsTable;
  class_references: ClassReferencesTable;
  cart_items: CartItemsTable;
  exam_packages: ExamPackagesTable;
  exam_package_tests: ExamPackageTestsTable;
  vouchers: VouchersTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  voucher_redemptions: VoucherRedemptionsTable;
  voucher_user_slots: VoucherUserSlotsTable;
  payment_events: PaymentEventsTable;
  gateway_payments: GatewayPaymentsTable;
  memberships: MembershipsTable;
  quantity_grants: QuantityGrantsTable;
  quantity_daily_use: QuantityDailyUseTable;
  quantity_ledger: QuantityLedgerTable;
  daily_goals: DailyGoalsTable;
}
