/**
 * What the landing page links to: the spec's practice modes, exams and certificate families,
 * with the ids of the product (contract/constants) so a card opens Explore already filtered.
 */
import {
  CAMBRIDGE,
  EXAM,
  NATIONAL_EXAM,
  PRACTICE_MODE,
  SKILLS,
  VSTEP,
  type Skill,
} from '@/config/constants';
import { exploreHref } from './utils/explore-href';

export type PracticeModeKey = 'byUnitTest' | 'byTopic' | 'bySkill';
export const PRACTICE_MODES: readonly { key: PracticeModeKey; href: string }[] = [
  { key: 'byUnitTest', href: exploreHref({ mode: PRACTICE_MODE.BY_UNIT_TEST }) },
  { key: 'byTopic', href: exploreHref({ mode: PRACTICE_MODE.BY_TOPIC }) },
  { key: 'bySkill', href: exploreHref({ mode: PRACTICE_MODE.BY_SKILL }) },
];

export type SchoolExamKey = 'regular' | 'midTerm' | 'endOfTerm';
export const SCHOOL_EXAMS: readonly { key: SchoolExamKey; href: string }[] = [
  { key: 'regular', href: exploreHref({ exam: EXAM.REGULAR }) },
  { key: 'midTerm', href: exploreHref({ exam: EXAM.MID_TERM }) },
  { key: 'endOfTerm', href: exploreHref({ exam: EXAM.END_OF_TERM }) },
];

export type NationalExamKey =
  | 'grade10Entrance'
  | 'highSchoolGraduation'
  | 'competencyAssessment'
  | 'jobInterview'
  | 'studyAbroadAssessment'
  | 'other';
export const NATIONAL_EXAMS: readonly { key: NationalExamKey; href: string }[] = [
  { key: 'grade10Entrance', href: exploreHref({ exam: NATIONAL_EXAM.GRADE_10_ENTRANCE }) },
  { key: 'highSchoolGraduation', href: exploreHref({ exam: NATIONAL_EXAM.HIGH_SCHOOL_GRADUATION }) },
  { key: 'competencyAssessment', href: exploreHref({ exam: NATIONAL_EXAM.COMPETENCY_ASSESSMENT }) },
  { key: 'jobInterview', href: exploreHref({ exam: NATIONAL_EXAM.JOB_INTERVIEW }) },
  {
    key: 'studyAbroadAssessment',
    href: exploreHref({ exam: NATIONAL_EXAM.STUDY_ABROAD_ASSESSMENT }),
  },
  { key: 'other', href: exploreHref({ exam: NATIONAL_EXAM.OTHER }) },
];

export type CertificateKey =
  | 'starters'
  | 'movers'
  | 'flyers'
  | 'ket'
  | 'pet'
  | 'fce'
  | 'cae'
  | 'cpe'
  | 'ielts'
  | 'toeic'
  | 'toefl'
  | 'vstep';

export type CertificateFamily = 'cambridge' | 'international' | 'vietnam';

export interface CertificateCard {
  key: CertificateKey;
  family: CertificateFamily;
  /** Whole-card link; absent when the card links each level separately (VSTEP). */
  href?: string;
  levels?: readonly { code: string; href: string }[];
}

// IELTS, TOEIC and TOEFL have no id in the spec's tables, so Explore receives their names.
export const CERTIFICATES: readonly CertificateCard[] = [
  { key: 'starters', family: 'cambridge', href: exploreHref({ certificate: CAMBRIDGE.STARTERS }) },
  { key: 'movers', family: 'cambridge', href: exploreHref({ certificate: CAMBRIDGE.MOVERS }) },
  { key: 'flyers', family: 'cambridge', href: exploreHref({ certificate: CAMBRIDGE.FLYERS }) },
  { key: 'ket', family: 'cambridge', href: exploreHref({ certificate: CAMBRIDGE.KET[0] }) },
  { key: 'pet', family: 'cambridge', href: exploreHref({ certificate: CAMBRIDGE.PET[0] }) },
  { key: 'fce', family: 'cambridge', href: exploreHref({ certificate: CAMBRIDGE.FCE }) },
  { key: 'cae', family: 'cambridge', href: exploreHref({ certificate: CAMBRIDGE.CAE }) },
  { key: 'cpe', family: 'cambridge', href: exploreHref({ certificate: CAMBRIDGE.CPE }) },
  { key: 'ielts', family: 'international', href: exploreHref({ certificate: 'IELTS' }) },
  { key: 'toeic', family: 'international', href: exploreHref({ certificate: 'TOEIC' }) },
  { key: 'toefl', family: 'international', href: exploreHref({ certificate: 'TOEFL' }) },
  {
    key: 'vstep',
    family: 'vietnam',
    levels: (Object.keys(VSTEP) as (keyof typeof VSTEP)[]).map((code) => ({
      code,
      href: exploreHref({ certificate: VSTEP[code] }),
    })),
  },
];

export const HOME_SKILLS: readonly { code: Skill; href: string }[] = SKILLS.map((code) => ({
  code,
  href: exploreHref({ mode: PRACTICE_MODE.BY_SKILL, skill: code }),
}));

export type PlanKey = 'silver' | 'gold' | 'diamond';
export interface MembershipPlan {
  key: PlanKey;
  /** Price in VND (spec §9 catalogue prices). */
  price: number;
  highlighted: boolean;
}
export const MEMBERSHIP_PLANS: readonly MembershipPlan[] = [
  { key: 'silver', price: 200_000, highlighted: false },
  { key: 'gold', price: 400_000, highlighted: true },
  { key: 'diamond', price: 699_000, highlighted: false },
];

export type HowItWorksStep = 'choose' | 'practice' | 'improve';
export const HOW_IT_WORKS_STEPS: readonly HowItWorksStep[] = ['choose', 'practice', 'improve'];
