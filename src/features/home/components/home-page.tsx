import type { GradeDto } from '@contract/api';
import { CertificateGrid } from './certificate-grid';
import { ClosingCta } from './closing-cta';
import { ExamSection } from './exam-section';
import { GradeStrip } from './grade-strip';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { MembershipTeaser } from './membership-teaser';
import { PracticeModes } from './practice-modes';
import { SkillsStrip } from './skills-strip';

export interface HomePageProps {
  grades: readonly GradeDto[];
  gradesLoading: boolean;
  gradesError: boolean;
}

/** The landing page, top to bottom. Grades come from the page so this feature stays data-free. */
export function HomePage({ grades, gradesLoading, gradesError }: HomePageProps) {
  return (
    <>
      <Hero />
      <GradeStrip grades={grades} isLoading={gradesLoading} hasError={gradesError} />
      <PracticeModes />
      <SkillsStrip />
      <ExamSection />
      <CertificateGrid />
      <HowItWorks />
      <MembershipTeaser />
      <ClosingCta />
    </>
  );
}
