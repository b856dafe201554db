/**
 * Formatting markers of question and content text (spec §5): %b%…%b% bold, %i%…%i% italic,
 * %u%…%u% underline. Markers work in pairs per kind (1st with 2nd, 3rd with 4th…); a marker
 * left without a partner is dropped. Pairs may nest, and overlapping pairs are split so the
 * result is still well-formed. The text is only ever rendered as React text nodes, never as
 * HTML, so '<script>' shows literally.
 */
import { createElement, Fragment, type ReactNode } from 'react';

type MarkerKind = 'b' | 'i' | 'u';

const TAGS: Record<MarkerKind, 'strong' | 'em' | 'u'> = { b: 'strong', i: 'em', u: 'u' };
const MARKER = /%([biu])%/g;

type Token = { type: 'text'; value: string } | { type: 'marker'; kind: MarkerKind };

interface ElementNode {
  kind: MarkerKind;
  children: TreeNode[];
}
type TreeNode = string | ElementNode;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKER)) {
    const index = match.index ?? 0;
    if (index > last) tokens.push({ type: 'text', value: text.slice(last, index) });
    tokens.push({ type: 'marker', kind: match[1] as MarkerKind });
    last = index + match[0].length;
  }
  if (last < text.length) tokens.push({ type: 'text', value: text.slice(last) });
  return tokens;
}

/** Drops the last marker of every kind that occurs an odd number of times. */
function dropUnpaired(tokens: Token[]): Token[] {
  const counts: Record<MarkerKind, number> = { b: 0, i: 0, u: 0 };
  for (const t of tokens) if (t.type === 'marker') counts[t.kind] += 1;
  const seen: Record<MarkerKind, number> = { b: 0, i: 0, u: 0 };
  return tokens.filter((t) => {
    if (t.type !== 'marker') return true;
    seen[t.kind] += 1;
    return !(counts[t.kind] % 2 === 1 && seen[t.kind] === counts[t.kind]);
  });
}

function buildTree(tokens: Token[]): TreeNode[] {
  const root: TreeNode[] = [];
  const stack: ElementNode[] = [];
  const current = () => stack[stack.length - 1]?.children ?? root;

  for (const token of tokens) {
    if (token.type === 'text') {
      current().push(token.value);
      continue;
    }
    const openAt = stack.findIndex((node) => node.kind === token.kind);
    if (openAt === -1) {
      const node: ElementNode = { kind: token.kind, children: [] };
      current().push(node);
      stack.push(node);
      continue;
    }
    // Close this kind; kinds opened inside it are closed with it and reopened after it.
    const reopen = stack
      .splice(openAt)
      .slice(1)
      .map((node) => node.kind);
    for (const kind of reopen) {
      const node: ElementNode = { kind, children: [] };
      current().push(node);
      stack.push(node);
    }
  }
  return root;
}

function isEmpty(node: TreeNode): boolean {
  return typeof node === 'string' ? node === '' : node.children.every(isEmpty);
}

function toReact(nodes: TreeNode[]): ReactNode[] {
  return nodes
    .filter((node) => !isEmpty(node))
    .map((node, index) =>
      typeof node === 'string'
        ? createElement(Fragment, { key: index }, node)
        : createElement(TAGS[node.kind], { key: index }, ...toReact(node.children)),
    );
}

export function renderMarkers(text: string | null | undefined): ReactNode {
  if (!text) return null;
  const tokens = dropUnpaired(tokenize(text));
  if (tokens.every((t) => t.type === 'text')) {
    return tokens.map((t) => (t.type === 'text' ? t.value : '')).join('');
  }
  return toReact(buildTree(tokens));
}

/** The plain text of a marked string (for titles, aria labels and search). */
export function stripMarkers(text: string): string {
  return text.replace(MARKER, '');
}
