/** GET /grades (spec §7): implemented in lib/grades, shared with the features that need it. */
export { getGrades, useGrades } from '@/lib/grades';
