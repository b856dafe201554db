/** Public entry of one checkout page's screen (each page loads only its own). */
export { ExamScreen } from '../components/exam-screen';
