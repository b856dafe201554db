import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HIGHLIGHT_COLOURS, type HighlightColour } from '@contract/content';
import { IconX } from '@/components/ui/icons';
import {
  addHighlight,
  applyHighlights,
  coverColour,
  cutRuns,
  loadHighlights,
  plainLength,
  plainText,
  removeRange,
  saveHighlights,
  splitParagraphs,
  splitSentences,
  toggleHighlight,
  toRuns,
  type Highlight,
  type HighlightedRun,
} from './passage-model';
import styles from './passage.module.scss';

export interface PassageProps {
  text: string;
  /** Where this passage's highlights are kept (sessionStorage); without it they last the page view. */
  highlightKey?: string;
}

interface Span {
  paragraph: number;
  start: number;
  end: number;
}

interface Pending {
  spans: Span[];
  top: number;
  left: number;
}

function styled(run: HighlightedRun): ReactNode {
  let node: ReactNode = run.text;
  if (run.underline) node = <u>{node}</u>;
  if (run.italic) node = <em>{node}</em>;
  if (run.bold) node = <strong>{node}</strong>;
  return node;
}

interface Sentence {
  paragraph: number;
  start: number;
  end: number;
  text: string;
}

/** Characters of a paragraph's plain text before (node, offset). */
function offsetIn(paragraph: Element, node: Node, offset: number): number {
  const range = document.createRange();
  range.selectNodeContents(paragraph);
  range.setEnd(node, offset);
  return range.toString().length;
}

/**
 * A reading passage: paragraphs with %b% %i% %u% markers, and a highlighter. Selecting text
 * opens a toolbar with the six colours of the spec and "remove"; a click on a highlight selects
 * it for removal. Selecting text needs a mouse or a finger, so "highlight by sentence" is the
 * keyboard's way: every sentence becomes one focusable item (roving tabindex, arrows move),
 * Enter/Space colours it in the chosen colour or clears it, Escape leaves. Highlights are kept
 * per highlightKey in sessionStorage, so they survive a reload of the same attempt but not the
 * browser session.
 */
export function Passage({ text, highlightKey }: PassageProps) {
  const { t } = useTranslation('question-media');
  const paragraphs = useMemo(() => splitParagraphs(text).map(toRuns), [text]);
  const [highlights, setHighlights] = useState<Highlight[]>(() => loadHighlights(highlightKey));
  const [pending, setPending] = useState<Pending | null>(null);
  const [sentenceMode, setSentenceMode] = useState(false);
  const [current, setCurrent] = useState(0);
  const [pen, setPen] = useState<HighlightColour>('yellow');
  const [status, setStatus] = useState('');
  const sentenceRefs = useRef<(HTMLSpanElement | null)[]>([]);
  const focusOnEnter = useRef(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);

  // Another passage (or attempt) brings its own highlights (state adjusted during render).
  const [loadedKey, setLoadedKey] = useState(highlightKey);
  if (loadedKey !== highlightKey) {
    setLoadedKey(highlightKey);
    setHighlights(loadHighlights(highlightKey));
    setPending(null);
  }

  const sentences = useMemo<Sentence[]>(
    () =>
      paragraphs.flatMap((runs, paragraph) => {
        const plain = plainText(runs);
        return splitSentences(plain).map((range) => ({
          paragraph,
          ...range,
          text: plain.slice(range.start, range.end),
        }));
      }),
    [paragraphs],
  );
  // Another text may have fewer sentences than where the cursor was.
  const activeSentence = Math.max(0, Math.min(current, sentences.length - 1));

  const update = useCallback(
    (next: Highlight[]) => {
      setHighlights(next);
      saveHighlights(highlightKey, next);
    },
    [highlightKey],
  );

  const position = useCallback((rect: DOMRect | null): { top: number; left: number } => {
    const root = rootRef.current;
    if (!root || !rect) return { top: 0, left: 0 };
    const box = root.getBoundingClientRect();
    return { top: Math.max(0, rect.bottom - box.top + 8), left: Math.max(0, rect.left - box.left) };
  }, []);

  const readSelection = useCallback(() => {
    const container = textRef.current;
    const selection = typeof window === 'undefined' ? null : window.getSelection();
    if (!container || !selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
    const range = selection.getRangeAt(0);
    if (!container.contains(range.commonAncestorContainer)) return null;
    const spans: Span[] = [];
    container.querySelectorAll<HTMLElement>('[data-paragraph]').forEach((p) => {
      if (!range.intersectsNode(p)) return;
      const index = Number(p.dataset.paragraph);
      const length = plainLength(paragraphs[index] ?? []);
      const start = p.contains(range.startContainer) ? offsetIn(p, range.startContainer, range.startOffset) : 0;
      const end = p.contains(range.endContainer) ? offsetIn(p, range.endContainer, range.endOffset) : length;
      if (end > start) spans.push({ paragraph: index, start, end });
    });
    if (spans.length === 0) return null;
    const rect = typeof range.getBoundingClientRect === 'function' ? range.getBoundingClientRect() : null;
    return { spans, ...position(rect) };
  }, [paragraphs, position]);

  const onPointerUp = () => {
    // Let the browser finish the selection (a double click selects the word after mouseup).
    window.setTimeout(() => {
      const next = readSelection();
      if (next) setPending(next);
    }, 0);
  };

  const onKeyUp = () => {
    const next = readSelection();
    if (next) setPending(next);
  };

  useEffect(() => {
    if (!pending) return;
    const onDown = (event: MouseEvent | TouchEvent) => {
      const target = event.target as Node | null;
      if (target && (toolbarRef.current?.contains(target) || textRef.current?.contains(target))) return;
      setPending(null);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('touchstart', onDown);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('touchstart', onDown);
    };
  }, [pending]);

  const close = () => {
    setPending(null);
    window.getSelection()?.removeAllRanges();
  };

  const colour = (value: HighlightColour) => {
    if (!pending) return;
    let next = highlights;
    for (const span of pending.spans) next = addHighlight(next, { ...span, colour: value });
    update(next);
    close();
  };

  const remove = () => {
    if (!pending) return;
    let next = highlights;
    for (const span of pending.spans) next = removeRange(next, span.paragraph, span.start, span.end);
    update(next);
    close();
  };

  const selectHighlight = (paragraph: number, offset: number, target: HTMLElement) => {
    const selection = window.getSelection();
    if (selection && !selection.isCollapsed) return;
    const hit = highlights.find((h) => h.paragraph === paragraph && h.start <= offset && h.end > offset);
    if (!hit) return;
    setPending({
      spans: [{ paragraph: hit.paragraph, start: hit.start, end: hit.end }],
      ...position(target.getBoundingClientRect()),
    });
  };

  const colourName = (c: HighlightColour) => t(`passage.colourName.${c}`);

  const focusSentence = (index: number) => {
    const next = Math.min(Math.max(index, 0), sentences.length - 1);
    setCurrent(next);
    sentenceRefs.current[next]?.focus();
  };

  const enterSentenceMode = () => {
    setPending(null);
    setSentenceMode(true);
    setStatus('');
    focusOnEnter.current = true;
  };

  // The sentences exist only after the render that turns the mode on: focus the current one then.
  useEffect(() => {
    if (!sentenceMode || !focusOnEnter.current) return;
    focusOnEnter.current = false;
    sentenceRefs.current[activeSentence]?.focus();
  }, [sentenceMode, activeSentence]);

  const leaveSentenceMode = () => {
    setSentenceMode(false);
    setStatus(t('passage.sentences.left'));
    toggleRef.current?.focus();
  };

  const toggleSentence = (index: number) => {
    const sentence = sentences[index];
    if (!sentence) return;
    const { paragraph, start, end } = sentence;
    const had = coverColour(highlights, paragraph, start, end) === pen;
    update(toggleHighlight(highlights, { paragraph, start, end, colour: pen }));
    setCurrent(index);
    setStatus(
      had
        ? t('passage.sentences.removed', { text: sentence.text })
        : t('passage.sentences.added', { colour: colourName(pen), text: sentence.text }),
    );
  };

  const onSentenceKeyDown = (event: KeyboardEvent<HTMLSpanElement>, index: number) => {
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        focusSentence(index + 1);
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        focusSentence(index - 1);
        break;
      case 'Home':
        focusSentence(0);
        break;
      case 'End':
        focusSentence(sentences.length - 1);
        break;
      case 'Enter':
      case ' ':
        toggleSentence(index);
        break;
      case 'Escape':
        leaveSentenceMode();
        break;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  const renderRun = (run: HighlightedRun, paragraph: number, clickable: boolean) =>
    run.colour ? (
      <mark
        key={run.start}
        className={styles.mark}
        data-colour={run.colour}
        title={t('passage.highlighted', { colour: colourName(run.colour) })}
        onClick={clickable ? (e) => selectHighlight(paragraph, run.start, e.currentTarget) : undefined}
      >
        {styled(run)}
      </mark>
    ) : (
      <span key={run.start}>{styled(run)}</span>
    );

  /** A paragraph in sentence mode: each sentence one focusable toggle, the spaces between left plain. */
  const sentenceParagraph = (runs: HighlightedRun[], paragraph: number) => {
    const own = sentences
      .map((sentence, index) => ({ sentence, index }))
      .filter(({ sentence }) => sentence.paragraph === paragraph);
    const pieces = cutRuns(
      runs,
      own.flatMap(({ sentence }) => [sentence.start, sentence.end]),
    );
    const out: ReactNode[] = [];
    let at = 0;
    for (const { sentence, index } of own) {
      for (; at < pieces.length && (pieces[at] as HighlightedRun).start < sentence.start; at += 1) {
        out.push(renderRun(pieces[at] as HighlightedRun, paragraph, false));
      }
      const inside: HighlightedRun[] = [];
      for (; at < pieces.length && (pieces[at] as HighlightedRun).start < sentence.end; at += 1)
        inside.push(pieces[at] as HighlightedRun);
      const colour = coverColour(highlights, paragraph, sentence.start, sentence.end);
      out.push(
        <span
          key={`s-${sentence.start}`}
          ref={(node) => {
            sentenceRefs.current[index] = node;
          }}
          role="button"
          tabIndex={index === activeSentence ? 0 : -1}
          aria-pressed={colour === pen}
          aria-label={
            colour
              ? t('passage.sentences.highlightedSentence', { text: sentence.text, colour: colourName(colour) })
              : sentence.text
          }
          className={styles.sentence}
          data-current={index === activeSentence || undefined}
          onKeyDown={(e) => onSentenceKeyDown(e, index)}
          onFocus={() => setCurrent(index)}
          onClick={() => {
            // A text selection made inside the sentence is the mouse highlighter's, not a toggle.
            const selection = window.getSelection();
            if (selection && !selection.isCollapsed) return;
            toggleSentence(index);
          }}
        >
          {inside.map((run) => renderRun(run, paragraph, false))}
        </span>,
      );
    }
    for (; at < pieces.length; at += 1) out.push(renderRun(pieces[at] as HighlightedRun, paragraph, false));
    return out;
  };

  return (
    <section className={styles.passage} aria-label={t('passage.label')} ref={rootRef}>
      <div className={styles.tools}>
        <p className={styles.hint}>{sentenceMode ? t('passage.sentences.hint') : t('passage.hint')}</p>
        <button
          ref={toggleRef}
          type="button"
          className={styles.modeToggle}
          aria-pressed={sentenceMode}
          onClick={sentenceMode ? leaveSentenceMode : enterSentenceMode}
        >
          {t('passage.sentences.toggle')}
        </button>
        {sentenceMode && (
          <div
            role="group"
            aria-label={t('passage.sentences.colours')}
            className={styles.pens}
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                e.stopPropagation();
                leaveSentenceMode();
              }
            }}
          >
            {HIGHLIGHT_COLOURS.map((c) => (
              <button
                key={c}
                type="button"
                className={styles.pen}
                data-colour={c}
                aria-pressed={pen === c}
                aria-label={t('passage.sentences.colour', { colour: colourName(c) })}
                title={t('passage.sentences.colour', { colour: colourName(c) })}
                onClick={() => setPen(c)}
              />
            ))}
          </div>
        )}
      </div>
      <div
        ref={textRef}
        className={styles.text}
        data-sentence-mode={sentenceMode || undefined}
        data-keep-arrows={sentenceMode || undefined}
        role={sentenceMode ? 'group' : undefined}
        aria-label={sentenceMode ? t('passage.sentences.list') : undefined}
        onMouseUp={onPointerUp}
        onTouchEnd={onPointerUp}
        onKeyUp={onKeyUp}
      >
        {paragraphs.map((runs, index) => {
          const own = highlights.filter((h) => h.paragraph === index);
          const cut = applyHighlights(runs, own);
          return (
            <p key={index} data-paragraph={index} className={styles.paragraph}>
              {sentenceMode ? sentenceParagraph(cut, index) : cut.map((run) => renderRun(run, index, true))}
            </p>
          );
        })}
      </div>
      {pending && (
        <div
          ref={toolbarRef}
          role="toolbar"
          aria-label={t('passage.toolbar')}
          className={styles.toolbar}
          style={{ top: pending.top, left: pending.left }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              close();
            }
          }}
          // Keeps the text selection while a toolbar button is pressed.
          onMouseDown={(e) => e.preventDefault()}
        >
          {HIGHLIGHT_COLOURS.map((c) => (
            <button
              key={c}
              type="button"
              className={styles.swatch}
              data-colour={c}
              aria-label={t(`passage.colour.${c}`)}
              title={t(`passage.colour.${c}`)}
              onClick={() => colour(c)}
            />
          ))}
          <button type="button" className={styles.action} onClick={remove}>
            {t('passage.remove')}
          </button>
          <button type="button" className={styles.close} aria-label={t('passage.close')} onClick={close}>
            <IconX size={18} />
          </button>
        </div>
      )}
      {highlights.length > 0 && (
        <button type="button" className={styles.clearAll} onClick={() => update([])}>
          {t('passage.clearAll')}
        </button>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
    </section>
  );
}
