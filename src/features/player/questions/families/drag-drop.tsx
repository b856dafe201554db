/**
 * DD: place tokens on targets — the [[id]] gaps of a text (one token per gap) or labelled groups
 * (any number each); some tokens may be distractors. Three equal ways to answer:
 * - drag (mouse, touch) with @dnd-kit;
 * - keyboard drag: Space picks a token up, the arrow keys step from target to target, Space or
 *   Enter drops, Escape cancels;
 * - click-to-place: click (or Enter on) a token, then a gap, a group's "place here" button or
 *   "back to the tokens". Delete/Backspace on a placed token returns it.
 * The answer is { pairs: token → target }; nothing placed clears it.
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
import { Fragment, useMemo, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayDragDropQuestion } from '@contract/player';
import { createIcon, IconCheck, IconX } from '@/components/ui/icons';
import { renderMarkers, stripMarkers } from '@/lib/markers';
import type { QuestionComponent, QuestionProps } from '../types';
import { pairsAnswer, pairsOf } from './shared/answers';
import { pointerThenRect, useFamilySensors, zoneStepper } from './shared/dnd';
import { AnswerHelp } from './shared/answer-help';
import styles from './drag-drop.module.scss';

type Token = PlayDragDropQuestion['tokens'][number];
type Target = PlayDragDropQuestion['targets'][number];

const BANK = '__bank__';
const GAP = /\[\[([^\]]+)\]\]/g;

const IconReturn = createIcon('IconReturn', <path d="M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3" />);

/** Pieces of the gapped text: paragraphs, then text and gap pieces. */
function gappedParagraphs(text: string): { kind: 'text' | 'gap'; value: string }[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => {
      const pieces: { kind: 'text' | 'gap'; value: string }[] = [];
      let last = 0;
      for (const match of paragraph.matchAll(GAP)) {
        const index = match.index ?? 0;
        if (index > last) pieces.push({ kind: 'text', value: paragraph.slice(last, index) });
        pieces.push({ kind: 'gap', value: (match[1] ?? '').trim() });
        last = index + match[0].length;
      }
      if (last < paragraph.length) pieces.push({ kind: 'text', value: paragraph.slice(last) });
      return pieces;
    });
}

interface TokenChipProps {
  token: Token;
  index: number;
  placed: boolean;
  selected: boolean;
  readOnly: boolean;
  mark: boolean | null;
  correctLabel?: string;
  onActivate(token: Token): void;
  onReturn(token: Token): void;
}

function tokenText(token: Token, index: number, t: (key: 'dragDrop.tokenImage', o: { index: number }) => string) {
  return token.text ? stripMarkers(token.text) : t('dragDrop.tokenImage', { index: index + 1 });
}

function TokenBody({ token, index }: { token: Token; index: number }) {
  const { t } = useTranslation('question-media');
  return (
    <>
      {token.image && (
        // eslint-disable-next-line @next/next/no-img-element
        <img
          className={styles.tokenImage}
          src={token.image}
          alt={token.text ? '' : t('dragDrop.tokenImage', { index: index + 1 })}
        />
      )}
      {token.text && <span className={styles.tokenText}>{renderMarkers(token.text)}</span>}
    </>
  );
}

function TokenChip({
  token,
  index,
  placed,
  selected,
  readOnly,
  mark,
  correctLabel,
  onActivate,
  onReturn,
}: TokenChipProps) {
  const { t } = useTranslation('question-media');
  const text = tokenText(token, index, t);
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: token.id,
    disabled: readOnly,
    attributes: { roleDescription: t('dragDrop.roleDescription') },
  });

  if (readOnly) {
    return (
      <span className={styles.token} data-mark={mark === null ? undefined : String(mark)}>
        <TokenBody token={token} index={index} />
        {mark !== null && (
          <span className={styles.mark} data-ok={mark}>
            {mark ? <IconCheck size={14} /> : <IconX size={14} />}
            <span className="visually-hidden">{mark ? t('dragDrop.right') : t('dragDrop.wrong')}</span>
          </span>
        )}
        {correctLabel && <span className={styles.correctNote}>{correctLabel}</span>}
      </span>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    listeners?.onKeyDown?.(event);
    if (event.defaultPrevented || isDragging) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      onActivate(token);
    } else if (placed && (event.key === 'Delete' || event.key === 'Backspace')) {
      event.preventDefault();
      onReturn(token);
    }
  };

  return (
    <span className={styles.chipWrap} data-placed={placed || undefined}>
      <span
        ref={setNodeRef}
        {...attributes}
        {...listeners}
        className={styles.token}
        data-dragging={isDragging || undefined}
        data-selected={selected || undefined}
        aria-pressed={selected}
        aria-label={selected ? t('dragDrop.selected', { text }) : t('dragDrop.token', { text })}
        onKeyDown={onKeyDown}
        onClick={() => onActivate(token)}
      >
        <TokenBody token={token} index={index} />
      </span>
      {placed && (
        <button
          type="button"
          className={styles.returnButton}
          aria-label={t('dragDrop.returnToken', { text })}
          title={t('dragDrop.returnToken', { text })}
          onClick={() => onReturn(token)}
        >
          <IconReturn size={16} />
        </button>
      )}
    </span>
  );
}

interface DropZoneProps {
  id: string;
  disabled: boolean;
  className?: string;
  children: ReactNode;
  label?: string;
  as?: 'span' | 'div';
  /** Set while a chosen token may be put here. */
  onTap?: () => void;
}

function DropZone({ id, disabled, className, children, label, as = 'div', onTap }: DropZoneProps) {
  const { setNodeRef, isOver } = useDroppable({ id, disabled });
  const Tag = as;
  return (
    <Tag
      ref={setNodeRef}
      className={className}
      data-over={isOver || undefined}
      aria-label={label}
      role={label ? 'group' : undefined}
      // A tap anywhere on the place (not on a token or button in it) puts the chosen token there, as
      // the touch hint says; keyboard users have the place's own button.
      onClick={
        onTap
          ? (event: MouseEvent<HTMLElement>) => {
              if (!(event.target instanceof Element) || !event.target.closest('button, a, input')) onTap();
            }
          : undefined
      }
    >
      {children}
    </Tag>
  );
}

function DragDropQuestion(props: QuestionProps) {
  const { t } = useTranslation('question-media');
  const question = props.question as PlayDragDropQuestion;
  const { readOnly = false, review, onChange } = props;
  const shown = readOnly ? (props.value ?? review?.userAnswer ?? undefined) : props.value;
  const pairs = useMemo(() => {
    // Only known tokens on known targets count; in gaps mode the first token wins a crowded gap.
    const known = pairsOf(shown);
    const targetIds = new Set(question.targets.map((target) => target.id));
    const out: Record<string, string> = {};
    const taken = new Set<string>();
    for (const token of question.tokens) {
      const target = known[token.id];
      if (!target || !targetIds.has(target)) continue;
      if (question.mode === 'gaps' && taken.has(target) && !readOnly) continue;
      out[token.id] = target;
      taken.add(target);
    }
    return out;
  }, [shown, question.targets, question.tokens, question.mode, readOnly]);
  const [selected, setSelected] = useState<string | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  // Drop zones in reading order, for the keyboard's arrow-key stepping.
  const zoneOrder = useMemo(
    () => [
      BANK,
      ...(question.mode === 'gaps'
        ? gappedParagraphs(question.text ?? '').flatMap((pieces) =>
            pieces.filter((piece) => piece.kind === 'gap').map((piece) => piece.value),
          )
        : question.targets.map((target) => target.id)),
    ],
    [question.mode, question.text, question.targets],
  );

  const indexOf = (id: UniqueIdentifier) => question.tokens.findIndex((token) => token.id === id);
  const textOf = (id: UniqueIdentifier) => {
    const index = indexOf(id);
    const token = question.tokens[index];
    return token ? tokenText(token, index, t) : '';
  };
  const targetLabel = (id: string, position?: number) => {
    if (id === BANK) return t('dragDrop.bank');
    const target = question.targets.find((tg) => tg.id === id);
    const label = target?.label ? stripMarkers(target.label) : (position ?? id);
    return question.mode === 'gaps'
      ? t('dragDrop.gap', { label: String(label) })
      : t('dragDrop.group', { label: String(label) });
  };

  const commit = (next: Record<string, string>) => {
    onChange(pairsAnswer(next));
  };

  const place = (tokenId: string, targetId: string) => {
    const next = { ...pairs };
    if (targetId === BANK) {
      delete next[tokenId];
      commit(next);
      setStatus(t('dragDrop.returned', { text: textOf(tokenId) }));
      return;
    }
    if (question.mode === 'gaps') {
      const occupant = Object.keys(next).find((id) => next[id] === targetId && id !== tokenId);
      const from = next[tokenId];
      if (occupant) {
        // A full gap swaps with the moving token's old gap, or sends its token back.
        if (from) next[occupant] = from;
        else delete next[occupant];
      }
    }
    next[tokenId] = targetId;
    commit(next);
    setStatus(t('dragDrop.dnd.dropped', { text: textOf(tokenId), target: targetLabel(targetId) }));
  };

  const onActivate = (token: Token) => {
    if (selected === null) {
      setSelected(token.id);
      setStatus(t('dragDrop.selected', { text: textOf(token.id) }));
      return;
    }
    if (selected === token.id) {
      setSelected(null);
      setStatus('');
      return;
    }
    // Another token while one is selected: a placed one stands for its target; a bank one is the new pick.
    const target = pairs[token.id];
    if (target) {
      place(selected, target);
      setSelected(null);
    } else {
      setSelected(token.id);
      setStatus(t('dragDrop.selected', { text: textOf(token.id) }));
    }
  };

  const placeSelected = (targetId: string) => {
    if (!selected) return;
    place(selected, targetId);
    setSelected(null);
  };

  const onReturn = (token: Token) => {
    place(token.id, BANK);
    if (selected === token.id) setSelected(null);
  };

  const sensors = useFamilySensors(zoneStepper(zoneOrder));

  const onDragStart = ({ active }: DragStartEvent) => {
    setSelected(null);
    setActiveId(String(active.id));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    if (!over) return;
    const tokenId = String(active.id);
    const targetId = String(over.id);
    if ((pairs[tokenId] ?? BANK) === targetId) return;
    place(tokenId, targetId);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dragDrop.dnd.pickedUp', { text: textOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('dragDrop.dnd.over', { text: textOf(active.id), target: targetLabel(String(over.id)) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('dragDrop.dnd.dropped', { text: textOf(active.id), target: targetLabel(String(over.id)) }) : undefined,
    onDragCancel: ({ active }) => t('dragDrop.dnd.cancelled', { text: textOf(active.id) }),
  };

  const parts = review?.parts ?? null;
  const correctPairs = review ? pairsOf(review.correctAnswer) : {};
  // A placed distractor is wrong too; an unplaced one is simply left out. In gaps mode only the
  // gaps are right or wrong: a word left in the bank carries no mark (a gap it belonged to says
  // so itself), whether or not it was ever meant to be placed.
  const markOf = (tokenId: string): boolean | null => {
    if (!parts) return null;
    if (question.mode === 'gaps' && !pairs[tokenId]) return null;
    if (tokenId in parts) return Boolean(parts[tokenId]);
    return pairs[tokenId] ? false : null;
  };
  const correctLabelOf = (tokenId: string): string | undefined => {
    if (!review || markOf(tokenId) !== false) return undefined;
    const target = correctPairs[tokenId];
    return t('dragDrop.correctTarget', { label: target ? targetLabel(target) : t('dragDrop.notPlaced') });
  };

  const chip = (token: Token) => {
    const index = indexOf(token.id);
    return (
      <TokenChip
        key={token.id}
        token={token}
        index={index}
        placed={Boolean(pairs[token.id])}
        selected={selected === token.id}
        readOnly={readOnly}
        mark={markOf(token.id)}
        correctLabel={correctLabelOf(token.id)}
        onActivate={onActivate}
        onReturn={onReturn}
      />
    );
  };

  const tokensOn = (targetId: string) => question.tokens.filter((token) => pairs[token.id] === targetId);
  const bankTokens = question.tokens.filter((token) => !pairs[token.id]);
  const gapPosition = (id: string) => question.targets.findIndex((target) => target.id === id) + 1;

  const gap = (id: string) => {
    const inGap = tokensOn(id);
    const label = targetLabel(id, gapPosition(id));
    return (
      <DropZone key={`gap-${id}`} id={id} disabled={readOnly} className={styles.gap} as="span">
        <span className={styles.gapNumber} aria-hidden="true">
          {question.targets.find((target) => target.id === id)?.label ?? gapPosition(id)}
        </span>
        {inGap.length > 0 ? (
          <>
            <span className="visually-hidden">{label}</span>
            {inGap.map(chip)}
          </>
        ) : readOnly ? (
          <span className={styles.emptyGap}>
            <span className="visually-hidden">{label}</span>
            {t('dragDrop.emptyGap')}
          </span>
        ) : (
          <button
            type="button"
            className={styles.gapButton}
            data-target={selected !== null || undefined}
            aria-label={selected ? t('dragDrop.placeHere', { label }) : label}
            onClick={() => placeSelected(id)}
          >
            {t('dragDrop.emptyGap')}
          </button>
        )}
        {readOnly && correctLabelForGap(id, inGap)}
      </DropZone>
    );
  };

  function correctLabelForGap(id: string, inGap: Token[]): ReactNode {
    if (!review) return null;
    const tokenId = Object.keys(correctPairs).find((tokenKey) => correctPairs[tokenKey] === id);
    if (!tokenId || inGap.some((token) => token.id === tokenId)) return null;
    return <span className={styles.correctNote}>{t('dragDrop.correctTarget', { label: textOf(tokenId) })}</span>;
  }

  const targetsView =
    question.mode === 'gaps' ? (
      <div className={styles.text}>
        {gappedParagraphs(question.text ?? '').map((pieces, p) => (
          <p key={p}>
            {pieces.map((piece, i) =>
              piece.kind === 'text' ? (
                <Fragment key={`text-${i}`}>{renderMarkers(piece.value)}</Fragment>
              ) : (
                gap(piece.value)
              ),
            )}
          </p>
        ))}
      </div>
    ) : (
      <div className={styles.groups}>
        {question.targets.map((target: Target, position) => {
          const label = targetLabel(target.id, position + 1);
          const inGroup = tokensOn(target.id);
          return (
            <DropZone
              key={target.id}
              id={target.id}
              disabled={readOnly}
              className={styles.group}
              label={label}
              onTap={
                !readOnly && selected !== null && pairs[selected] !== target.id
                  ? () => placeSelected(target.id)
                  : undefined
              }
            >
              <h4 className={styles.groupTitle}>{target.label ? renderMarkers(target.label) : position + 1}</h4>
              <div className={styles.groupTokens}>
                {inGroup.length > 0 ? (
                  inGroup.map(chip)
                ) : (
                  <span className={styles.groupEmpty}>{t('dragDrop.groupEmpty')}</span>
                )}
              </div>
              {!readOnly && selected !== null && pairs[selected] !== target.id && (
                <button type="button" className={styles.placeButton} onClick={() => placeSelected(target.id)}>
                  {t('dragDrop.placeHere', { label })}
                </button>
              )}
            </DropZone>
          );
        })}
      </div>
    );

  const bankView = (
    <DropZone id={BANK} disabled={readOnly} className={styles.bank} label={t('dragDrop.bank')}>
      <div className={styles.bankTokens}>
        {bankTokens.length > 0 ? (
          bankTokens.map(chip)
        ) : (
          <span className={styles.groupEmpty}>{t('dragDrop.bankEmpty')}</span>
        )}
      </div>
      {!readOnly && selected !== null && pairs[selected] && (
        <button type="button" className={styles.placeButton} onClick={() => placeSelected(BANK)}>
          {t('dragDrop.returnHere')}
        </button>
      )}
    </DropZone>
  );

  const activeToken = activeId ? question.tokens.find((token) => token.id === activeId) : undefined;

  return (
    <div className={styles.dragDrop} data-family="drag-drop" data-mode={question.mode} data-keep-arrows>
      {!readOnly && (
        <AnswerHelp
          touch={t('dragDrop.hint.touch')}
          pointer={t('dragDrop.hint.pointer')}
          details={[t('dragDrop.hint.move'), t('dragDrop.hint.keyboard'), t('dragDrop.hint.delete')]}
        />
      )}
      {readOnly ? (
        <>
          {targetsView}
          {bankTokens.length > 0 && bankView}
        </>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={pointerThenRect}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => setActiveId(null)}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t('dragDrop.dnd.instructions') },
          }}
        >
          {bankView}
          {targetsView}
          <DragOverlay dropAnimation={null}>
            {activeToken ? (
              <div className={styles.token} data-overlay>
                <TokenBody token={activeToken} index={indexOf(activeToken.id)} />
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

const DragDrop: QuestionComponent = DragDropQuestion;
export default DragDrop;
