/**
 * What the landing page links to: the spec's practice modes, exams and certificate families,
 * with the ids of the product (contract/constants) so a card opens Explore already filtered.
 * How many tests each holds comes from the API's facet counts, never from here.
 */
import type { CertificateFamilyKey } from '@contract/catalogue';
import { EXAM, NATIONAL_EXAM, PRACTICE_MODE, SKILLS, VSTEP, type Skill } from '@/config/constants';
import { exploreHref } from './utils/explore-href';

export type PracticeModeKey = 'byUnitTest' | 'byTopic' | 'bySkill';
export const PRACTICE_MODES: readonly { key: PracticeModeKey; id: number; href: string }[] = [
  { key: 'byUnitTest', id: PRACTICE_MODE.BY_UNIT_TEST, href: exploreHref({ mode: PRACTICE_MODE.BY_UNIT_TEST }) },
  { key: 'byTopic', id: PRACTICE_MODE.BY_TOPIC, href: exploreHref({ mode: PRACTICE_MODE.BY_TOPIC }) },
  { key: 'bySkill', id: PRACTICE_MODE.BY_SKILL, href: exploreHref({ mode: PRACTICE_MODE.BY_SKILL }) },
];

export type SchoolExamKey = 'regular' | 'midTerm' | 'endOfTerm';
export type NationalExamKey =
  | 'grade10Entrance'
  | 'highSchoolGraduation'
  | 'competencyAssessment'
  | 'jobInterview'
  | 'studyAbroadAssessment'
  | 'other';

interface ExamLink<K extends string> {
  key: K;
  id: number;
  href: string;
}

const examLink = <K extends string>(key: K, id: number): ExamLink<K> => ({ key, id, href: exploreHref({ exam: id }) });

export const SCHOOL_EXAMS: readonly ExamLink<SchoolExamKey>[] = [
  examLink('regular', EXAM.REGULAR),
  examLink('midTerm', EXAM.MID_TERM),
  examLink('endOfTerm', EXAM.END_OF_TERM),
];

export const NATIONAL_EXAMS: readonly ExamLink<NationalExamKey>[] = [
  examLink('grade10Entrance', NATIONAL_EXAM.GRADE_10_ENTRANCE),
  examLink('highSchoolGraduation', NATIONAL_EXAM.HIGH_SCHOOL_GRADUATION),
  examLink('competencyAssessment', NATIONAL_EXAM.COMPETENCY_ASSESSMENT),
  examLink('jobInterview', NATIONAL_EXAM.JOB_INTERVIEW),
  examLink('studyAbroadAssessment', NATIONAL_EXAM.STUDY_ABROAD_ASSESSMENT),
  examLink('other', NATIONAL_EXAM.OTHER),
];

type CertificateKey =
  'starters' | 'movers' | 'flyers' | 'ket' | 'pet' | 'fce' | 'cae' | 'cpe' | 'ielts' | 'toeic' | 'toefl' | 'vstep';

type CertificateGroup = 'cambridge' | 'international' | 'vietnam';

export interface CertificateCard {
  key: CertificateKey;
  group: CertificateGroup;
  /** Certificate family (contract/catalogue): Explore's filter value and the facet count key. */
  family: CertificateFamilyKey;
  href: string;
  /** Per-level links by certificate id (VSTEP). */
  levels?: readonly { code: string; id: number; href: string }[];
}

const certificate = (key: CertificateKey, group: CertificateGroup, family: CertificateFamilyKey): CertificateCard => ({
  key,
  group,
  family,
  href: exploreHref({ certificate: family }),
});

export const CERTIFICATES: readonly CertificateCard[] = [
  certificate('starters', 'cambridge', 'STARTERS'),
  certificate('movers', 'cambridge', 'MOVERS'),
  certificate('flyers', 'cambridge', 'FLYERS'),
  certificate('ket', 'cambridge', 'KET'),
  certificate('pet', 'cambridge', 'PET'),
  certificate('fce', 'cambridge', 'FCE'),
  certificate('cae', 'cambridge', 'CAE'),
  certificate('cpe', 'cambridge', 'CPE'),
  certificate('ielts', 'international', 'IELTS'),
  certificate('toeic', 'international', 'TOEIC'),
  certificate('toefl', 'international', 'TOEFL'),
  {
    ...certificate('vstep', 'vietnam', 'VSTEP'),
    levels: (Object.keys(VSTEP) as (keyof typeof VSTEP)[]).map((code) => ({
      code,
      id: VSTEP[code],
      href: exploreHref({ certificate: VSTEP[code] }),
    })),
  },
];

export const HOME_SKILLS: readonly { code: Skill; href: string }[] = SKILLS.map((code) => ({
  code,
  href: exploreHref({ skill: code }),
}));

export type HowItWorksStep = 'choose' | 'practice' | 'improve';
export const HOW_IT_WORKS_STEPS: readonly HowItWorksStep[] = ['choose', 'practice', 'improve'];

/** Featured tests on the landing page: one row of eight. */
export const FEATURED_QUERY = { featured: true, pageSize: 8 } as const;

/** Tests of the signed-in student's grade. */
const GRADE_ROW_SIZE = 4;
export const gradeRowQuery = (grade: string) => ({ grade, pageSize: GRADE_ROW_SIZE, sort: 'featured' }) as const;
