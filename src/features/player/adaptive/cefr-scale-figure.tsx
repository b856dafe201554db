import type { AdaptiveResultDto } from '@contract/adaptive';
import { useTranslation } from 'react-i18next';
import styles from './adaptive-screen.module.scss';

const WIDTH = 600;
const BAND_TOP = 40;
const BAND_HEIGHT = 36;

/**
 * The CEFR scale as a picture: the level bands side by side, the learner's score as a marker
 * and the 95 % interval as a bar across it, so the uncertainty is seen, not only read.
 */
export function CefrScaleFigure({ result }: { result: AdaptiveResultDto }) {
  const { t } = useTranslation('adaptive');
  const { min, max, bands } = result.scale;
  const x = (score: number) => ((Math.min(max, Math.max(min, score)) - min) / (max - min)) * WIDTH;
  const [low, high] = result.scoreInterval;
  return (
    <figure className={styles.figure}>
      <svg
        viewBox={`-10 0 ${WIDTH + 20} 110`}
        role="img"
        aria-label={t('result.figureLabel', { min, max, score: result.score, low, high })}
      >
        {bands.map((band, index) => {
          const start = x(band.from);
          const end = x(bands[index + 1]?.from ?? max);
          const mine = band.level === result.level;
          return (
            <g key={band.level}>
              <rect
                x={start}
                y={BAND_TOP}
                width={end - start}
                height={BAND_HEIGHT}
                className={mine ? styles.bandMine : styles.band}
              />
              <text x={(start + end) / 2} y={BAND_TOP + 23} textAnchor="middle" className={styles.bandLabel}>
                {band.level}
              </text>
              <text x={start} y={BAND_TOP + BAND_HEIGHT + 18} textAnchor="middle" className={styles.tick}>
                {band.from}
              </text>
            </g>
          );
        })}
        <text x={WIDTH} y={BAND_TOP + BAND_HEIGHT + 18} textAnchor="middle" className={styles.tick}>
          {max}
        </text>
        <rect x={x(low)} y={18} width={Math.max(2, x(high) - x(low))} height={10} rx={5} className={styles.interval} />
        <line x1={x(result.score)} x2={x(result.score)} y1={10} y2={BAND_TOP + BAND_HEIGHT} className={styles.marker} />
        <circle cx={x(result.score)} cy={23} r={7} className={styles.markerDot} />
      </svg>
    </figure>
  );
}
