/**
 * What an option shows: its text (markers, so MC6 underlines and MC8 parts render), a picture,
 * a colour swatch or a shape for young learners. Pictures, colours and shapes without text get
 * a spoken name, so no option is only visual.
 */
import { useTranslation } from 'next-i18next/pages';
import type { PlayOption } from '@contract/player';
import type { Shape } from '@contract/content';
import { renderMarkers } from '@/lib/markers';
import styles from './question-ui.module.scss';

const SHAPE_PATHS: Record<Shape, React.ReactNode> = {
  circle: <circle cx="24" cy="24" r="18" />,
  oval: <ellipse cx="24" cy="24" rx="20" ry="13" />,
  square: <rect x="7" y="7" width="34" height="34" rx="2" />,
  rectangle: <rect x="3" y="12" width="42" height="24" rx="2" />,
  triangle: <path d="M24 5 44 41H4Z" />,
  star: <path d="m24 4 5.9 12.7 13.9 1.6-10.3 9.5 2.8 13.7L24 34.6l-12.3 6.9 2.8-13.7L4.2 18.3l13.9-1.6Z" />,
};

function ShapeFigure({ shape }: { shape: Shape }) {
  return (
    <svg className={styles.shape} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      {SHAPE_PATHS[shape]}
    </svg>
  );
}

/** True when the option is a picture, colour or shape card rather than a line of text. */
export function isVisualOption(option: PlayOption): boolean {
  return Boolean(option.image || option.colour || option.shape);
}

export function OptionContent({ option }: { option: PlayOption }) {
  const { t } = useTranslation('questions');
  const colourName = option.colour ? t(`choice.colours.${option.colour}`) : null;
  const shapeName = option.shape ? t(`choice.shapes.${option.shape}`) : null;
  return (
    <span className={styles.optionContent}>
      {option.image && (
        // Media come from the API host at any size; next/image would need every host configured.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          className={styles.optionImage}
          src={option.image}
          alt={option.text ? '' : t('choice.pictureOption', { letter: option.id })}
          loading="lazy"
        />
      )}
      {(option.colour || option.shape) && (
        <span className={styles.swatch} data-colour={option.colour} data-shape={option.shape ?? undefined}>
          {option.shape ? <ShapeFigure shape={option.shape} /> : null}
        </span>
      )}
      {option.text && <span className={styles.optionText}>{renderMarkers(option.text)}</span>}
      {/* A colour or shape card is named for screen readers only: shown in words it would give
          away what young learners are asked to recognise. */}
      {!option.text && (colourName || shapeName) && (
        <span className="visually-hidden">{[colourName, shapeName].filter(Boolean).join(', ')}</span>
      )}
    </span>
  );
}
