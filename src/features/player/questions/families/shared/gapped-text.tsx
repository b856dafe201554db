/**
 * Text with [[id]] gaps (FB, SO): paragraphs split on blank lines, lines on single breaks, and
 * markers (%b% %i% %u%) kept in the text around the gaps. The family decides what a gap is.
 */
import { Fragment, type ReactNode } from 'react';
import { renderMarkers } from '@/lib/markers';
import styles from './question-ui.module.scss';

const GAP = /\[\[([^\]]+)\]\]/g;

export type GappedPiece = { kind: 'text'; text: string } | { kind: 'gap'; id: string };

/** One line of text cut into text and gap pieces, in reading order. */
export function splitGaps(line: string): GappedPiece[] {
  const pieces: GappedPiece[] = [];
  let last = 0;
  for (const match of line.matchAll(GAP)) {
    const index = match.index ?? 0;
    if (index > last) pieces.push({ kind: 'text', text: line.slice(last, index) });
    pieces.push({ kind: 'gap', id: (match[1] ?? '').trim() });
    last = index + match[0].length;
  }
  if (last < line.length) pieces.push({ kind: 'text', text: line.slice(last) });
  return pieces;
}

interface GappedTextProps {
  text: string;
  renderGap(gapId: string): ReactNode;
}

export function GappedText({ text, renderGap }: GappedTextProps) {
  const paragraphs = text.replace(/\r\n?/g, '\n').split(/\n{2,}/);
  return (
    <div className={styles.gappedText}>
      {paragraphs.map((paragraph, p) => (
        <p key={p}>
          {paragraph.split('\n').map((line, l) => (
            <Fragment key={l}>
              {l > 0 && <br />}
              {splitGaps(line).map((piece, i) =>
                piece.kind === 'text' ? (
                  <Fragment key={i}>{renderMarkers(piece.text)}</Fragment>
                ) : (
                  <Fragment key={i}>{renderGap(piece.id)}</Fragment>
                ),
              )}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
