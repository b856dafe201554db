/**
 * SL: put words, phrases or lines in order. Three ways to answer, all equal:
 * - drag (mouse, touch) with @dnd-kit's sortable list;
 * - keyboard drag: Space picks an item up, ↑/↓ move it, Space drops, Escape cancels;
 * - click-to-place: click (or Enter on) an item, then the item whose place it should take.
 * The answer is every item id in the learner's order; untouched, the question stays unanswered.
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderAnswer, PlayerAnswer, PlaySortQuestion } from '@contract/player';
import { createIcon, IconCheck, IconX } from '@/components/ui/icons';
import { renderMarkers, stripMarkers } from '@/lib/markers';
import type { QuestionComponent, QuestionProps } from '../types';
import { AnswerHelp } from './shared/answer-help';
import styles from './sort.module.scss';

type Item = PlaySortQuestion['items'][number];

const IconGrip = createIcon(
  'IconGrip',
  <>
    <circle cx="9" cy="6" r="1.2" />
    <circle cx="15" cy="6" r="1.2" />
    <circle cx="9" cy="12" r="1.2" />
    <circle cx="15" cy="12" r="1.2" />
    <circle cx="9" cy="18" r="1.2" />
    <circle cx="15" cy="18" r="1.2" />
  </>,
);

function orderOf(value: PlayerAnswer | null | undefined): string[] | null {
  if (!value || !('order' in value) || !Array.isArray((value as OrderAnswer).order)) return null;
  return (value as OrderAnswer).order.filter((id): id is string => typeof id === 'string');
}

/** The saved order, trusted only as far as it names this question's items (each once, all of them). */
function restoreOrder(items: Item[], saved: string[] | null): Item[] {
  if (!saved) return items;
  const byId = new Map(items.map((item) => [item.id, item]));
  const out: Item[] = [];
  for (const id of saved) {
    const item = byId.get(id);
    if (item) {
      out.push(item);
      byId.delete(id);
    }
  }
  return [...out, ...byId.values()];
}

const KEYBOARD_CODES = { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] };

interface RowProps {
  item: Item;
  position: number;
  selected: boolean;
  selecting: boolean;
  readOnly: boolean;
  mark: boolean | null;
  onActivate(item: Item): void;
}

function SortRow({ item, position, selected, selecting, readOnly, mark, onActivate }: RowProps) {
  const { t } = useTranslation('question-media');
  const text = stripMarkers(item.text);
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled: readOnly,
    attributes: { roleDescription: t('sort.roleDescription') },
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    listeners?.onKeyDown?.(event);
    if (event.defaultPrevented || isDragging) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      onActivate(item);
    }
  };

  const label = selected
    ? t('sort.selected', { text })
    : selecting
      ? `${t('sort.item', { position, text })}. ${t('sort.placeHere', { position })}`
      : t('sort.item', { position, text });

  return (
    <li
      ref={readOnly ? undefined : setNodeRef}
      className={styles.row}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-dragging={isDragging || undefined}
      data-selected={selected || undefined}
      data-target={(selecting && !selected) || undefined}
      data-mark={mark === null ? undefined : String(mark)}
    >
      <span className={styles.position} aria-hidden="true">
        {position}
      </span>
      {readOnly ? (
        <span className={styles.item}>
          <span className="visually-hidden">{t('sort.item', { position, text })}</span>
          <span aria-hidden="true">{renderMarkers(item.text)}</span>
        </span>
      ) : (
        <div
          {...attributes}
          {...listeners}
          className={styles.item}
          aria-label={label}
          aria-pressed={selected}
          onKeyDown={onKeyDown}
          onClick={() => onActivate(item)}
        >
          <IconGrip className={styles.grip} size={18} />
          <span>{renderMarkers(item.text)}</span>
        </div>
      )}
      {mark !== null && (
        <span className={styles.mark} data-ok={mark}>
          {mark ? <IconCheck size={16} /> : <IconX size={16} />}
          <span className="visually-hidden">
            {mark ? t('sort.positionRight', { position }) : t('sort.positionWrong', { position })}
          </span>
        </span>
      )}
    </li>
  );
}

function SortQuestion(props: QuestionProps) {
  const { t } = useTranslation('question-media');
  const question = props.question as PlaySortQuestion;
  const { readOnly = false, review, onChange } = props;
  const shown = readOnly ? (props.value ?? review?.userAnswer ?? undefined) : props.value;
  const items = useMemo(() => restoreOrder(question.items, orderOf(shown)), [question.items, shown]);
  const [selected, setSelected] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const hintId = useId();
  const textOf = (id: UniqueIdentifier) => stripMarkers(question.items.find((i) => i.id === id)?.text ?? '');
  const positionOf = (id: UniqueIdentifier) => items.findIndex((i) => i.id === id) + 1;

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes: KEYBOARD_CODES,
    }),
  );

  const commit = (next: Item[]) => onChange({ order: next.map((item) => item.id) });

  const move = (from: number, to: number) => {
    if (from < 0 || to < 0 || from === to) return;
    const next = arrayMove(items, from, to);
    commit(next);
    const moved = next[to];
    if (moved) setStatus(t('sort.dnd.dropped', { text: stripMarkers(moved.text), position: to + 1 }));
  };

  const onActivate = (item: Item) => {
    if (readOnly) return;
    if (selected === null) {
      setSelected(item.id);
      setStatus(t('sort.selected', { text: stripMarkers(item.text) }));
      return;
    }
    if (selected !== item.id) {
      move(
        items.findIndex((i) => i.id === selected),
        items.findIndex((i) => i.id === item.id),
      );
    } else {
      setStatus('');
    }
    setSelected(null);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setSelected(null);
    if (!over || active.id === over.id) return;
    move(positionOf(active.id) - 1, positionOf(over.id) - 1);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('sort.dnd.pickedUp', { text: textOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('sort.dnd.over', { text: textOf(active.id), position: positionOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('sort.dnd.dropped', { text: textOf(active.id), position: positionOf(over.id) }) : undefined,
    onDragCancel: ({ active }) => t('sort.dnd.cancelled', { text: textOf(active.id) }),
  };

  const parts = review?.parts ?? null;
  const correctOrder = review ? orderOf(review.correctAnswer) : null;
  const correctText = correctOrder
    ? correctOrder
        .map((id) => question.items.find((i) => i.id === id)?.text)
        .filter((text): text is string => text !== undefined)
        .join(question.joiner)
    : '';
  const answered = orderOf(shown) !== null;

  const list = (
    <ol className={styles.list} aria-label={t('sort.list')} aria-describedby={readOnly ? undefined : hintId}>
      {items.map((item, index) => (
        <SortRow
          key={item.id}
          item={item}
          position={index + 1}
          selected={selected === item.id}
          selecting={selected !== null}
          readOnly={readOnly}
          mark={parts && answered ? (parts[String(index)] ?? false) : null}
          onActivate={onActivate}
        />
      ))}
    </ol>
  );

  return (
    <div className={styles.sort} data-family="sort" data-keep-arrows>
      {!readOnly && (
        <AnswerHelp
          id={hintId}
          touch={t('sort.hint.touch')}
          pointer={t('sort.hint.pointer')}
          details={[t('sort.hint.keyboard')]}
        />
      )}
      {readOnly ? (
        list
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragStart={() => setSelected(null)}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t('sort.dnd.instructions') },
          }}
        >
          <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
            {list}
          </SortableContext>
        </DndContext>
      )}
      <p className={styles.preview}>
        <span className={styles.previewLabel}>{t('sort.preview')}:</span>{' '}
        {renderMarkers(items.map((i) => i.text).join(question.joiner))}
      </p>
      {readOnly && !answered && <p className={styles.hint}>{t('review.unanswered')}</p>}
      {readOnly && correctText && (!answered || review?.outcome !== 'CORRECT') && (
        <p className={styles.correct}>
          <span className={styles.previewLabel}>{t('sort.correctOrder')}:</span> {renderMarkers(correctText)}
        </p>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}

const Sort: QuestionComponent = SortQuestion;
export default Sort;
