/**
 * The analytics charts, on chart.js loaded only by this module (next/dynamic from the analytics
 * page). Only the controllers, elements, scales and plugins drawn here are registered, so the
 * rest of chart.js is left out of the bundle. Each canvas is hidden from assistive technology:
 * the table beside it says the same.
 */
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
  type ChartType,
} from 'chart.js';
import { useEffect, useRef } from 'react';

Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

Chart.defaults.font.family = "'Be Vietnam Pro', system-ui, sans-serif";
Chart.defaults.color = '#4b5567';

export interface ChartCanvasProps<T extends ChartType> {
  config: ChartConfiguration<T>;
  /** Height in px; the width follows the container. */
  height: number;
}

/** One chart.js chart on a canvas, rebuilt when its configuration changes and destroyed on unmount. */
export function ChartCanvas<T extends ChartType>({ config, height }: ChartCanvasProps<T>) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const reducedMotion =
      typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const chart = new Chart(canvas, {
      ...config,
      options: {
        responsive: true,
        maintainAspectRatio: false,
        ...(reducedMotion ? { animation: false } : {}),
        ...config.options,
      },
    } as ChartConfiguration<T>);
    return () => chart.destroy();
  }, [config]);
  return (
    <div style={{ position: 'relative', height }}>
      <canvas ref={canvasRef} aria-hidden="true" />
    </div>
  );
}
