/** Public entry for `next/dynamic`: a signed-in student's part of the home, with its strings. */
export { GradeTests } from '../components/grade-tests';
export { StudentHome } from '../components/student-home';
