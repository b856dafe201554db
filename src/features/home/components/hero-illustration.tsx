import styles from './hero-illustration.module.scss';

export interface HeroIllustrationProps {
  label: string;
  scoreTitle: string;
  score: string;
  streak: string;
}

/**
 * A laptop showing a multiple-choice question, with a result card and a streak badge floating
 * beside it. The cards are HTML so their text is translated; the whole figure is one image to
 * assistive technology.
 */
export function HeroIllustration({ label, scoreTitle, score, streak }: HeroIllustrationProps) {
  return (
    <div className={styles.figure} role="img" aria-label={label}>
      <svg className={styles.svg} viewBox="0 0 520 420" aria-hidden="true" focusable="false">
        <circle cx="280" cy="210" r="186" className={styles.halo} />
        <circle cx="92" cy="86" r="10" className={styles.accent} />
        <circle cx="470" cy="318" r="7" className={styles.accent} />
        <circle cx="452" cy="70" r="5" className={styles.soft} />
        <circle cx="60" cy="300" r="6" className={styles.soft} />

        {/* Laptop */}
        <rect x="88" y="92" width="344" height="224" rx="18" className={styles.bezel} />
        <rect x="102" y="106" width="316" height="196" rx="9" className={styles.screen} />
        <path d="M52 316h416l-18 22a12 12 0 0 1-9.3 4.4H79.3a12 12 0 0 1-9.3-4.4Z" className={styles.base} />
        <rect x="226" y="316" width="68" height="7" rx="3.5" className={styles.notch} />

        {/* Progress bar and timer */}
        <rect x="122" y="124" width="200" height="8" rx="4" className={styles.track} />
        <rect x="122" y="124" width="132" height="8" rx="4" className={styles.progress} />
        <rect x="350" y="118" width="50" height="20" rx="10" className={styles.timer} />
        <circle cx="362" cy="128" r="4" className={styles.timerDot} />
        <rect x="370" y="125" width="22" height="6" rx="3" className={styles.timerText} />

        {/* Question */}
        <rect x="122" y="150" width="230" height="10" rx="5" className={styles.lineStrong} />
        <rect x="122" y="168" width="170" height="10" rx="5" className={styles.lineStrong} />

        {/* Answers: the second is chosen and correct */}
        <rect x="122" y="194" width="136" height="38" rx="9" className={styles.option} />
        <circle cx="142" cy="213" r="7" className={styles.radio} />
        <rect x="158" y="209" width="78" height="8" rx="4" className={styles.line} />

        <rect x="266" y="194" width="136" height="38" rx="9" className={styles.optionChosen} />
        <circle cx="286" cy="213" r="8" className={styles.correct} />
        <path d="m282 213 3 3 5-6" className={styles.tick} />
        <rect x="302" y="209" width="78" height="8" rx="4" className={styles.lineChosen} />

        <rect x="122" y="242" width="136" height="38" rx="9" className={styles.option} />
        <circle cx="142" cy="261" r="7" className={styles.radio} />
        <rect x="158" y="257" width="64" height="8" rx="4" className={styles.line} />

        <rect x="266" y="242" width="136" height="38" rx="9" className={styles.option} />
        <circle cx="286" cy="261" r="7" className={styles.radio} />
        <rect x="302" y="257" width="70" height="8" rx="4" className={styles.line} />

        {/* Skill chart card */}
        <g className={styles.chartCard}>
          <rect x="372" y="238" width="124" height="104" rx="14" className={styles.card} />
          <rect x="392" y="306" width="14" height="20" rx="4" className={styles.barSoft} />
          <rect x="414" y="290" width="14" height="36" rx="4" className={styles.barMid} />
          <rect x="436" y="274" width="14" height="52" rx="4" className={styles.barStrong} />
          <rect x="458" y="258" width="14" height="68" rx="4" className={styles.barAccent} />
        </g>
      </svg>

      <div className={styles.scoreCard}>
        <span className={styles.scoreIcon}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8-6.2-3.2L5.8 21 7 14.2 2 9.3l6.9-1Z" />
          </svg>
        </span>
        <span className={styles.scoreText}>
          <span className={styles.scoreTitle}>{scoreTitle}</span>
          <span className={styles.scoreValue}>{score}</span>
        </span>
      </div>

      <div className={styles.streak}>
        <span className={styles.flame} />
        {streak}
      </div>
    </div>
  );
}
