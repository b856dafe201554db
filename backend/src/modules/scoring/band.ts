import { findCertificate } from '@contract/catalogue';

/**
 * IELTS reports a band (0–9 in half bands) from the number of correct marks out of 40. A
 * practice test here has fewer marks, so its share of marks is taken as a share of 40 and read
 * on the published conversion table of its skill: Listening for the IELTS Listening certificate,
 * Academic Reading for the others (reading, targets and full tests alike).
 */
const LISTENING: readonly [minimum: number, band: number][] = [
  [39, 9],
  [37, 8.5],
  [35, 8],
  [32, 7.5],
  [30, 7],
  [26, 6.5],
  [23, 6],
  [18, 5.5],
  [16, 5],
  [13, 4.5],
  [10, 4],
  [8, 3.5],
  [6, 3],
  [4, 2.5],
  [3, 2],
  [2, 1.5],
  [1, 1],
];
const ACADEMIC_READING: readonly [minimum: number, band: number][] = [
  [39, 9],
  [37, 8.5],
  [35, 8],
  [33, 7.5],
  [30, 7],
  [27, 6.5],
  [23, 6],
  [19, 5.5],
  [15, 5],
  [13, 4.5],
  [10, 4],
  [8, 3.5],
  [6, 3],
  [4, 2.5],
  [3, 2],
  [2, 1.5],
  [1, 1],
];

const IELTS_LISTENING_CERTIFICATE = 72;

/** The band of an IELTS test's auto-marked part; null for other tests or when nothing was marked. */
export function ieltsBandOf(certificateId: number | null, earnedPoints: number, maxPoints: number): number | null {
  if (certificateId === null || findCertificate(certificateId)?.family !== 'IELTS') return null;
  if (maxPoints <= 0) return null;
  const outOf40 = Math.round((Math.max(0, Math.min(earnedPoints, maxPoints)) / maxPoints) * 40);
  const table = certificateId === IELTS_LISTENING_CERTIFICATE ? LISTENING : ACADEMIC_READING;
  return table.find(([minimum]) => outOf40 >= minimum)?.[1] ?? 0;
}
