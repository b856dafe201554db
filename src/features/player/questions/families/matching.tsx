/**
 * MG: match each left item to a right option (the right side is shuffled and may hold extras).
 * Two equal ways to answer: a native drop-down on each left item (keyboard and screen readers
 * know it), or click-to-place: click a left item, then a right option. An option may be used by
 * more than one left item, as in IELTS "matching features"; the answer is { pairs: left → right }.
 */
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PairsAnswer, PlayerAnswer, PlayMatchingQuestion } from '@contract/player';
import { IconCheck, IconX } from '@/components/ui/icons';
import { renderMarkers, stripMarkers } from '@/lib/markers';
import type { QuestionComponent, QuestionProps } from '../types';
import styles from './matching.module.scss';

type Side = PlayMatchingQuestion['left'][number];

function pairsOf(value: PlayerAnswer | null | undefined): Record<string, string> {
  if (!value || !('pairs' in value)) return {};
  const pairs = (value as PairsAnswer).pairs;
  return pairs && typeof pairs === 'object' ? pairs : {};
}

/** A, B, C… for the right options (AA after Z, never reached in practice). */
function letter(index: number): string {
  return index < 26 ? String.fromCharCode(65 + index) : `${letter(Math.floor(index / 26) - 1)}${letter(index % 26)}`;
}

function Content({ item, alt }: { item: Side; alt: string }) {
  return (
    <>
      {item.image && (
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.image} src={item.image} alt={item.text ? '' : alt} />
      )}
      {item.text && <span className={styles.text}>{renderMarkers(item.text)}</span>}
    </>
  );
}

function MatchingQuestion(props: QuestionProps) {
  const { t } = useTranslation('question-media');
  const question = props.question as PlayMatchingQuestion;
  const { readOnly = false, review, onChange } = props;
  const shown = readOnly ? (props.value ?? review?.userAnswer ?? undefined) : props.value;
  const rightIds = useMemo(() => new Set(question.right.map((r) => r.id)), [question.right]);
  const pairs = useMemo(() => {
    const saved = pairsOf(shown);
    return Object.fromEntries(
      question.left.flatMap((l) => {
        const r = saved[l.id];
        return r && rightIds.has(r) ? [[l.id, r] as const] : [];
      }),
    );
  }, [shown, question.left, rightIds]);
  const [selected, setSelected] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const baseId = useId();

  const labelOfRight = (id: string) => {
    const index = question.right.findIndex((r) => r.id === id);
    const item = question.right[index];
    if (!item) return '';
    return item.text ? `${letter(index)}. ${stripMarkers(item.text)}` : letter(index);
  };
  const leftText = (item: Side, index: number) =>
    item.text ? stripMarkers(item.text) : t('matching.item', { label: String(index + 1) });

  const set = (leftId: string, rightId: string | null) => {
    const next = { ...pairs };
    if (rightId) next[leftId] = rightId;
    else delete next[leftId];
    onChange(Object.keys(next).length === 0 ? undefined : { pairs: next });
  };

  const pickRight = (rightId: string) => {
    if (!selected) return;
    set(selected, rightId);
    const index = question.left.findIndex((l) => l.id === selected);
    const left = question.left[index];
    if (left) setStatus(`${leftText(left, index)}: ${t('matching.matchedWith', { label: labelOfRight(rightId) })}`);
    setSelected(null);
  };

  const parts = review?.parts ?? null;
  const correct = review ? pairsOf(review.correctAnswer) : {};

  return (
    <div className={styles.matching} data-family="matching">
      {!readOnly && <p className={styles.hint}>{t('matching.hint')}</p>}
      <div className={styles.columns}>
        <ol className={styles.left} aria-label={t('matching.left')}>
          {question.left.map((item, index) => {
            const text = leftText(item, index);
            const chosen = pairs[item.id];
            const mark = parts && item.id in parts ? Boolean(parts[item.id]) : null;
            const selectId = `${baseId}-${item.id}`;
            return (
              <li
                key={item.id}
                className={styles.leftItem}
                data-selected={selected === item.id || undefined}
                data-mark={mark === null ? undefined : String(mark)}
              >
                <div className={styles.leftHead}>
                  <span className={styles.number} aria-hidden="true">
                    {index + 1}
                  </span>
                  {readOnly ? (
                    <span className={styles.leftContent}>
                      <Content item={item} alt={text} />
                    </span>
                  ) : (
                    <button
                      type="button"
                      className={styles.leftButton}
                      aria-pressed={selected === item.id}
                      aria-label={selected === item.id ? t('matching.selectedLeft', { text }) : t('matching.selectLeft', { text })}
                      onClick={() => {
                        const next = selected === item.id ? null : item.id;
                        setSelected(next);
                        setStatus(next ? t('matching.selectedLeft', { text }) : '');
                      }}
                    >
                      <Content item={item} alt={text} />
                    </button>
                  )}
                </div>
                <div className={styles.answer}>
                  <label className="visually-hidden" htmlFor={selectId}>
                    {t('matching.choose', { text })}
                  </label>
                  <select
                    id={selectId}
                    className={styles.select}
                    value={chosen ?? ''}
                    disabled={readOnly}
                    onChange={(e) => set(item.id, e.currentTarget.value || null)}
                  >
                    <option value="">{t('matching.none')}</option>
                    {question.right.map((r) => (
                      <option key={r.id} value={r.id}>
                        {labelOfRight(r.id)}
                      </option>
                    ))}
                  </select>
                  {mark !== null && (
                    <span className={styles.mark} data-ok={mark}>
                      {mark ? <IconCheck size={16} /> : <IconX size={16} />}
                      <span className="visually-hidden">{mark ? t('matching.right_answer') : t('matching.wrong')}</span>
                    </span>
                  )}
                </div>
                {review && mark === false && correct[item.id] && (
                  <p className={styles.correctNote}>{t('matching.correctAnswer', { label: labelOfRight(correct[item.id] as string) })}</p>
                )}
              </li>
            );
          })}
        </ol>
        <ul className={styles.right} aria-label={t('matching.right')}>
          {question.right.map((item, index) => {
            const label = labelOfRight(item.id);
            return (
              <li key={item.id} className={styles.rightItem}>
                {readOnly || selected === null ? (
                  <div className={styles.rightOption}>
                    <span className={styles.letter}>{letter(index)}</span>
                    <Content item={item} alt={label} />
                  </div>
                ) : (
                  <button
                    type="button"
                    className={styles.rightOption}
                    data-target
                    aria-label={t('matching.pickRight', { text: label })}
                    onClick={() => pickRight(item.id)}
                  >
                    <span className={styles.letter}>{letter(index)}</span>
                    <Content item={item} alt={label} />
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}

const Matching: QuestionComponent = MatchingQuestion;
export default Matching;
