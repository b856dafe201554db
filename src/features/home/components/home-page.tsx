import dynamic from 'next/dynamic';
import { useHasSession } from '@/lib/current-user';
import { useProfile } from '@/lib/profile/api/profile';
import { useGrades } from '@/lib/catalogue/api/grades';
import { useMemberships } from '@/lib/catalogue/api/memberships';
import { useUnitTestFacets } from '@/lib/catalogue/api/unit-test-facets';
import { useUnitTests } from '@/lib/catalogue/api/unit-tests';
import { FEATURED_QUERY } from '../data';
import { CertificateGrid } from './certificate-grid';
import { ClosingCta } from './closing-cta';
import { ExamSection } from './exam-section';
import { FeaturedTests } from './featured-tests';
import { GradeStrip } from './grade-strip';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { MembershipPlans } from './membership-plans';
import { PracticeModes } from './practice-modes';
import { SkillsStrip } from './skills-strip';
import { StudentHomeLoading } from './student-home-loading';

// A student's own part of the page comes with its code and strings when a student is signed in:
// the static page every visitor gets carries neither.
const StudentHome = dynamic(() => import('../lazy/student-home').then((m) => m.StudentHome), {
  ssr: false,
  loading: () => <StudentHomeLoading />,
});
const GradeTests = dynamic(() => import('../lazy/student-home').then((m) => m.GradeTests), { ssr: false });

/**
 * The landing page, top to bottom; a signed-in student gets their own work first (StudentHome). Every number on it comes from the API: the facet counts of
 * the catalogue, the grades, the featured tests and the membership plans. While a number is
 * unknown (loading, or the API is down) it is left out, never guessed.
 */
export function HomePage() {
  const { data: user, isLoading: profileLoading } = useProfile();
  const hasSession = useHasSession();
  const grades = useGrades();
  const { data: facets, isLoading: facetsLoading } = useUnitTestFacets();
  const featured = useUnitTests(FEATURED_QUERY);
  const memberships = useMemberships();
  const signedIn = Boolean(user);
  const student = user?.roleCode === 'STUDENT' ? user : null;
  const studentGrade = student?.grade ?? null;

  return (
    <>
      {student ? (
        <StudentHome user={student} />
      ) : hasSession && profileLoading ? (
        // Signed in but the profile is on its way: no flash of the visitor's hero.
        <StudentHomeLoading />
      ) : (
        <Hero
          signedIn={signedIn}
          statsLoading={facetsLoading}
          stats={{
            tests: facets?.total,
            free: facets ? (facets.accessTiers.FREE ?? 0) : undefined,
            grades: grades.data?.length ? grades.data.length : undefined,
          }}
        />
      )}
      {studentGrade && <GradeTests grade={studentGrade} />}
      <GradeStrip grades={grades.data ?? []} isLoading={grades.isLoading} hasError={Boolean(grades.error)} />
      <FeaturedTests tests={featured.data?.items} isLoading={featured.isLoading} hasError={Boolean(featured.error)} />
      <PracticeModes counts={facets?.practiceModes} />
      <SkillsStrip counts={facets?.skills} />
      <ExamSection counts={facets?.exams} />
      <CertificateGrid familyCounts={facets?.certificateFamilies} certificateCounts={facets?.certificates} />
      {/* How it works and the closing call to sign up are for visitors, not for students at work. */}
      {!student && <HowItWorks />}
      <MembershipPlans
        plans={memberships.data ?? []}
        isLoading={memberships.isLoading}
        hasError={Boolean(memberships.error)}
        onRetry={() => void memberships.mutate()}
      />
      {!student && <ClosingCta signedIn={signedIn} />}
    </>
  );
}
