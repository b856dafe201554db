import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HIGHLIGHT_COLOURS, type HighlightColour } from '@contract/content';
import { IconClose } from '@/components/ui/icons';
import {
  addHighlight,
  applyHighlights,
  loadHighlights,
  plainLength,
  removeRange,
  saveHighlights,
  splitParagraphs,
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
 * it for removal. Highlights are kept per highlightKey in sessionStorage, so they survive a
 * reload of the same attempt but not the browser session.
 */
export function Passage({ text, highlightKey }: PassageProps) {
  const { t } = useTranslation('question-media');
  const paragraphs = useMemo(() => splitParagraphs(text).map(toRuns), [text]);
  const [highlights, setHighlights] = useState<Highlight[]>(() => loadHighlights(highlightKey));
  const [pending, setPending] = useState<Pending | null>(null);
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

  return (
    <section className={styles.passage} aria-label={t('passage.label')} ref={rootRef}>
      <p className={styles.hint}>{t('passage.hint')}</p>
      <div
        ref={textRef}
        className={styles.text}
        onMouseUp={onPointerUp}
        onTouchEnd={onPointerUp}
        onKeyUp={onKeyUp}
      >
        {paragraphs.map((runs, index) => {
          const own = highlights.filter((h) => h.paragraph === index);
          return (
            <p key={index} data-paragraph={index} className={styles.paragraph}>
              {applyHighlights(runs, own).map((run) =>
                run.colour ? (
                  <mark
                    key={run.start}
                    className={styles.mark}
                    data-colour={run.colour}
                    title={t('passage.highlighted', { colour: t(`passage.colourName.${run.colour}`) })}
                    onClick={(e) => selectHighlight(index, run.start, e.currentTarget)}
                  >
                    {styled(run)}
                  </mark>
                ) : (
                  <span key={run.start}>{styled(run)}</span>
                ),
              )}
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
            <IconClose size={18} />
          </button>
        </div>
      )}
      {highlights.length > 0 && (
        <button type="button" className={styles.clearAll} onClick={() => update([])}>
          {t('passage.clearAll')}
        </button>
      )}
    </section>
  );
}
