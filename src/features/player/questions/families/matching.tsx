/**
 * MG: match each left item to a right option (the right side is shuffled and may hold extras).
 * Four equal ways to answer:
 * - drag (mouse, touch) an option onto a left item's slot; a placed option can be dragged to
 *   another slot (a full slot swaps) or back to the options (clears it);
 * - keyboard drag: Space picks an option up, the arrow keys step from slot to slot, Space or
 *   Enter drops, Escape cancels;
 * - a native drop-down on each left item (keyboard and screen readers know it);
 * - click-to-place: click a left item then an option, or an option then a left item.
 * On a touch screen or a phone-sized window only the drop-down is offered (one control per item,
 * with the options listed once below), and the help says so.
 * An option may be used by more than one left item, as in IELTS "matching features", so the
 * options never run out; the answer is { pairs: left → right }.
 */
import {
  DndContext,
  DragOverlay,
  useDraggable,
  useDroppable,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayMatchingQuestion } from '@contract/player';
import { IconCheck, IconX } from '@/components/ui/icons';
import { useTouchOrNarrow } from '@/lib/input-mode';
import { renderMarkers, stripMarkers } from '@/lib/markers';
import type { QuestionComponent, QuestionProps } from '../types';
import { AnswerHelp } from './shared/answer-help';
import { pairsAnswer, pairsOf } from './shared/answers';
import { pointerThenRect, useFamilySensors, zoneStepper } from './shared/dnd';
import styles from './matching.module.scss';

type Side = PlayMatchingQuestion['left'][number];

const BANK = 'bank';
const OPTION = 'option:';
const PLACED = 'placed:';
const SLOT = 'slot:';

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

interface ChipProps {
  id: string;
  label: string;
  pressed: boolean;
  /** A left item is picked: this option is where a click places it. */
  target?: boolean;
  className?: string;
  children: ReactNode;
  onActivate(): void;
  /** Delete/Backspace: a placed option goes back to the options. */
  onClear?: () => void;
}

/** A draggable option (in the options or placed in a slot); Enter or a click is click-to-place. */
function Chip({ id, label, pressed, target = false, className, children, onActivate, onClear }: ChipProps) {
  const { t } = useTranslation('question-media');
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id,
    attributes: { roleDescription: t('matching.roleDescription') },
  });
  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    listeners?.onKeyDown?.(event);
    if (event.defaultPrevented || isDragging) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      onActivate();
    } else if (onClear && (event.key === 'Delete' || event.key === 'Backspace')) {
      event.preventDefault();
      onClear();
    }
  };
  return (
    <span
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      className={className}
      data-dragging={isDragging || undefined}
      data-selected={pressed || undefined}
      data-target={target || undefined}
      aria-pressed={pressed}
      aria-label={label}
      onKeyDown={onKeyDown}
      onClick={onActivate}
    >
      {children}
    </span>
  );
}

interface ZoneProps {
  id: string;
  disabled: boolean;
  className?: string;
  children: ReactNode;
  as?: 'li' | 'div';
  label?: string;
  dataSelected?: boolean;
  dataMark?: string;
}

function Zone({ id, disabled, className, children, as = 'div', label, dataSelected, dataMark }: ZoneProps) {
  const { setNodeRef, isOver } = useDroppable({ id, disabled });
  const Tag = as;
  return (
    <Tag
      ref={setNodeRef}
      className={className}
      data-over={isOver || undefined}
      data-selected={dataSelected || undefined}
      data-mark={dataMark}
      aria-label={label}
      role={label && as === 'div' ? 'group' : undefined}
    >
      {children}
    </Tag>
  );
}

function MatchingQuestion(props: QuestionProps) {
  const { t } = useTranslation('question-media');
  const question = props.question as PlayMatchingQuestion;
  const { readOnly = false, review, onChange } = props;
  // Touch or a narrow window: the drop-down alone, no drag, slots or click-to-place.
  const selectOnly = useTouchOrNarrow() && !readOnly;
  const still = readOnly || selectOnly;
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
  // Click-to-place: either a left item or an option is picked first.
  const [selected, setSelected] = useState<string | null>(null);
  const [selectedOption, setSelectedOption] = useState<string | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const baseId = useId();
  const hintId = `${baseId}-hint`;

  const rightIndex = (id: string) => question.right.findIndex((r) => r.id === id);
  const labelOfRight = (id: string) => {
    const index = rightIndex(id);
    const item = question.right[index];
    if (!item) return '';
    return item.text ? `${letter(index)}. ${stripMarkers(item.text)}` : letter(index);
  };
  const leftIndex = (id: string) => question.left.findIndex((l) => l.id === id);
  const leftText = (item: Side, index: number) =>
    item.text ? stripMarkers(item.text) : t('matching.item', { label: String(index + 1) });
  const leftTextOf = (id: string) => {
    const index = leftIndex(id);
    const item = question.left[index];
    return item ? leftText(item, index) : '';
  };

  const commit = (next: Record<string, string>) => onChange(pairsAnswer(next));

  const set = (leftId: string, rightId: string | null) => {
    const next = { ...pairs };
    if (rightId) next[leftId] = rightId;
    else delete next[leftId];
    commit(next);
  };

  const matched = (leftId: string, rightId: string) =>
    setStatus(`${leftTextOf(leftId)}: ${t('matching.matchedWith', { label: labelOfRight(rightId) })}`);

  const clear = (leftId: string) => {
    set(leftId, null);
    setStatus(t('matching.cleared', { text: leftTextOf(leftId) }));
  };

  const resetPicks = () => {
    setSelected(null);
    setSelectedOption(null);
  };

  const activateLeft = (leftId: string) => {
    if (selectedOption) {
      set(leftId, selectedOption);
      matched(leftId, selectedOption);
      resetPicks();
      return;
    }
    const next = selected === leftId ? null : leftId;
    setSelected(next);
    setStatus(next ? t('matching.selectedLeft', { text: leftTextOf(leftId) }) : '');
  };

  const activateOption = (rightId: string) => {
    if (selected) {
      set(selected, rightId);
      matched(selected, rightId);
      resetPicks();
      return;
    }
    const next = selectedOption === rightId ? null : rightId;
    setSelectedOption(next);
    setStatus(next ? t('matching.selectedOption', { text: labelOfRight(rightId) }) : '');
  };

  /** The option a dragged chip carries: an option from the list, or the one placed on a left item. */
  const optionOf = (dragId: UniqueIdentifier): string | undefined => {
    const id = String(dragId);
    if (id.startsWith(OPTION)) return id.slice(OPTION.length);
    if (id.startsWith(PLACED)) return pairs[id.slice(PLACED.length)];
    return undefined;
  };
  const zoneLabel = (zoneId: UniqueIdentifier) => {
    const id = String(zoneId);
    return id === BANK ? t('matching.right') : t('matching.slotOf', { text: leftTextOf(id.slice(SLOT.length)) });
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    resetPicks();
    setActiveId(String(active.id));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    if (!over) return;
    const dragId = String(active.id);
    const zone = String(over.id);
    const rightId = optionOf(dragId);
    if (!rightId) return;
    const from = dragId.startsWith(PLACED) ? dragId.slice(PLACED.length) : null;
    if (zone === BANK) {
      if (from) clear(from);
      return;
    }
    const to = zone.slice(SLOT.length);
    if (to === from || (!from && pairs[to] === rightId)) return;
    const next = { ...pairs, [to]: rightId };
    if (from) {
      // A placed option moved onto a full slot swaps with it; onto an empty one it just moves.
      const displaced = pairs[to];
      if (displaced) next[from] = displaced;
      else delete next[from];
    }
    commit(next);
    matched(to, rightId);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('matching.dnd.pickedUp', { text: labelOfRight(optionOf(active.id) ?? '') }),
    onDragOver: ({ active, over }) =>
      over
        ? t('matching.dnd.over', { text: labelOfRight(optionOf(active.id) ?? ''), target: zoneLabel(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('matching.dnd.dropped', { text: labelOfRight(optionOf(active.id) ?? ''), target: zoneLabel(over.id) })
        : undefined,
    onDragCancel: ({ active }) => t('matching.dnd.cancelled', { text: labelOfRight(optionOf(active.id) ?? '') }),
  };

  const sensors = useFamilySensors(zoneStepper([...question.left.map((l) => SLOT + l.id), BANK]));

  const parts = review?.parts ?? null;
  const correct = review ? pairsOf(review.correctAnswer) : {};
  const usedBy = (rightId: string) =>
    question.left.flatMap((l, index) => (pairs[l.id] === rightId ? [String(index + 1)] : []));

  const optionBody = (rightId: string) => {
    const index = rightIndex(rightId);
    const item = question.right[index];
    if (!item) return null;
    return (
      <>
        <span className={styles.letter}>{letter(index)}</span>
        <Content item={item} alt={labelOfRight(rightId)} />
      </>
    );
  };

  const leftItems = question.left.map((item, index) => {
    const text = leftText(item, index);
    const chosen = pairs[item.id];
    const mark = parts && item.id in parts ? Boolean(parts[item.id]) : null;
    const selectId = `${baseId}-${item.id}`;
    const leftLabel = selectedOption
      ? t('matching.matchTo', { option: labelOfRight(selectedOption), text })
      : selected === item.id
        ? t('matching.selectedLeft', { text })
        : t('matching.selectLeft', { text });
    return (
      <Zone
        key={item.id}
        id={SLOT + item.id}
        as="li"
        disabled={still}
        className={styles.leftItem}
        dataSelected={selected === item.id}
        dataMark={mark === null ? undefined : String(mark)}
      >
        <div className={styles.leftHead}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          {still ? (
            <span className={styles.leftContent}>
              <Content item={item} alt={text} />
            </span>
          ) : (
            <button
              type="button"
              className={styles.leftButton}
              data-target={selectedOption !== null || undefined}
              aria-pressed={selected === item.id}
              aria-label={leftLabel}
              onClick={() => activateLeft(item.id)}
            >
              <Content item={item} alt={text} />
            </button>
          )}
        </div>
        <div className={styles.answer}>
          {!selectOnly && (
            <div className={styles.slot} data-filled={chosen ? true : undefined}>
              {chosen && readOnly && <span className={styles.placed}>{optionBody(chosen)}</span>}
              {chosen && !readOnly && (
                <>
                  <Chip
                    id={PLACED + item.id}
                    className={styles.placed}
                    label={t('matching.placed', { text, option: labelOfRight(chosen) })}
                    pressed={false}
                    onActivate={() => activateLeft(item.id)}
                    onClear={() => clear(item.id)}
                  >
                    {optionBody(chosen)}
                  </Chip>
                  <button
                    type="button"
                    className={styles.clearButton}
                    aria-label={t('matching.clear', { text })}
                    title={t('matching.clear', { text })}
                    onClick={() => clear(item.id)}
                  >
                    <IconX size={16} />
                  </button>
                </>
              )}
              {!chosen && (
                <span className={styles.slotEmpty} aria-hidden="true">
                  {readOnly ? t('matching.none') : t('matching.slotEmpty')}
                </span>
              )}
            </div>
          )}
          {/*
            Touch and narrow screens answer in a drop-down instead of the slot. Beside a slot it would
            be a second control for the same answer: there the item and option buttons (click, Enter
            or Space) and the keyboard drag are the ways that need no pointer. The review shows the
            placed answer in the slot; a disabled copy of it would say it twice.
          */}
          {selectOnly && (
            <>
              <label className="visually-hidden" htmlFor={selectId}>
                {t('matching.choose', { text })}
              </label>
              <select
                id={selectId}
                className={styles.select}
                value={chosen ?? ''}
                onChange={(e) => set(item.id, e.currentTarget.value || null)}
              >
                <option value="">{t('matching.none')}</option>
                {question.right.map((r) => (
                  <option key={r.id} value={r.id}>
                    {labelOfRight(r.id)}
                  </option>
                ))}
              </select>
            </>
          )}
          {mark !== null && (
            <span className={styles.mark} data-ok={mark}>
              {mark ? <IconCheck size={16} /> : <IconX size={16} />}
              <span className="visually-hidden">{mark ? t('matching.right_answer') : t('matching.wrong')}</span>
            </span>
          )}
        </div>
        {review && mark === false && correct[item.id] && (
          <p className={styles.correctNote}>
            {t('matching.correctAnswer', { label: labelOfRight(correct[item.id] as string) })}
          </p>
        )}
      </Zone>
    );
  });

  const options = question.right.map((item) => {
    const label = labelOfRight(item.id);
    const used = usedBy(item.id);
    const usedNote = used.length > 0 && (
      <span className={styles.usedBy} aria-hidden="true" title={t('matching.usedBy', { list: used.join(', ') })}>
        → {used.join(', ')}
      </span>
    );
    return (
      <li key={item.id} className={styles.rightItem}>
        {still ? (
          <div className={styles.rightOption}>
            {optionBody(item.id)}
            {selectOnly && usedNote}
          </div>
        ) : (
          <Chip
            id={OPTION + item.id}
            className={styles.rightOption}
            label={
              selected
                ? t('matching.pickRight', { text: label })
                : selectedOption === item.id
                  ? t('matching.selectedOption', { text: label })
                  : t('matching.option', { text: label })
            }
            pressed={selectedOption === item.id}
            target={selected !== null}
            onActivate={() => activateOption(item.id)}
          >
            {optionBody(item.id)}
            {usedNote}
          </Chip>
        )}
      </li>
    );
  });

  const columns = (
    <div className={styles.columns}>
      <ol className={styles.left} aria-label={t('matching.left')} aria-describedby={readOnly ? undefined : hintId}>
        {leftItems}
      </ol>
      <Zone id={BANK} disabled={still} className={styles.bank}>
        <ul className={styles.right} aria-label={t('matching.right')}>
          {options}
        </ul>
      </Zone>
    </div>
  );

  const activeOption = activeId ? optionOf(activeId) : undefined;

  return (
    <div className={styles.matching} data-family="matching" data-keep-arrows>
      {!readOnly && (
        <AnswerHelp
          id={hintId}
          touch={t('matching.hint.touch')}
          pointer={t('matching.hint.pointer')}
          details={[t('matching.hint.move'), t('matching.hint.click'), t('matching.hint.keyboard')]}
        />
      )}
      {still ? (
        columns
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={pointerThenRect}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => setActiveId(null)}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t('matching.dnd.instructions') },
          }}
        >
          {columns}
          <DragOverlay dropAnimation={null}>
            {activeOption ? (
              <div className={styles.rightOption} data-overlay>
                {optionBody(activeOption)}
              </div>
            ) : null}
          </DragOverlay>
        </DndContext>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}

const Matching: QuestionComponent = MatchingQuestion;
export default Matching;
