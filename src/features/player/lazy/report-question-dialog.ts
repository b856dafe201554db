/** Public entry for `next/dynamic`: the report dialog, loaded when a learner opens it from the review. */
export { ReportQuestionDialog } from '../components/report-question-dialog';
