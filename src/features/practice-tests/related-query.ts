import {
  certificateIdsOfFamily,
  findCertificate,
  type UnitTestListQuery,
  type UnitTestSummaryDto,
} from '@contract/catalogue';

/** How many related tests the detail page shows. */
export const RELATED_COUNT = 4;

/**
 * Tests related to one test: the same certificate family, else the same grade, else the same
 * exam, else the same practice mode. One more than shown is asked for, as the test itself may
 * be among them.
 */
export function relatedQuery(test: UnitTestSummaryDto): UnitTestListQuery {
  const base: UnitTestListQuery = { sort: 'featured', page: 1, pageSize: RELATED_COUNT + 1 };
  const certificate = test.certificateId === null ? undefined : findCertificate(test.certificateId);
  if (certificate) return { ...base, certificateIds: certificateIdsOfFamily(certificate.family).join(',') };
  const [grade] = test.grades;
  if (grade) return { ...base, grade };
  if (test.examId !== null) return { ...base, examIds: String(test.examId) };
  if (test.practiceModeId !== null) return { ...base, practiceModeId: test.practiceModeId };
  return base;
}
