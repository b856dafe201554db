/** Public entry for `next/dynamic`: chart.js and the canvas wrapper, loaded by the analytics page only. */
export { ChartCanvas } from '../components/analytics-charts';
