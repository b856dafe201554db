import type { ChoiceOption } from '@contract/content';
import type { Report } from '../family';

/** Content rules more than one family shares. */

/** The ids written [[id]] in a text, in order (duplicates kept). */
export function gapMarkers(text: string): string[] {
  return [...text.matchAll(/\[\[([^\]]*)\]\]/g)].map((match) => match[1] ?? '');
}

export function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) repeated.add(value);
    seen.add(value);
  }
  return [...repeated];
}

export function list(values: Iterable<string>): string {
  return [...values].map((value) => `"${value}"`).join(', ');
}

export const fold = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ');

/** Option ids unique, each option with something to show; gives the ids. */
export function checkOptions(options: ChoiceOption[], path: string, report: Report): Set<string> {
  const ids = options.map((option) => option.id);
  for (const id of duplicates(ids)) report(`${path}.options`, `option id "${id}" is used more than once`);
  options.forEach((option, index) => {
    if (
      option.text === undefined &&
      option.image === undefined &&
      option.audio === undefined &&
      option.colour === undefined &&
      option.shape === undefined
    ) {
      report(`${path}.options[${index}]`, 'an option needs text, image, audio, colour or shape');
    }
  });
  return new Set(ids);
}

/** Every [[id]] of the text defined once, every defined id written once. */
export function checkGapText(text: string, gapIds: string[], path: string, what: string, report: Report): void {
  const markers = gapMarkers(text);
  for (const id of duplicates(markers)) report(`${path}.text`, `[[${id}]] appears more than once in the text`);
  for (const id of duplicates(gapIds)) report(`${path}.${what}`, `${what} id "${id}" is defined more than once`);
  const defined = new Set(gapIds);
  const used = new Set(markers);
  const missing = markers.filter((id) => !defined.has(id));
  if (missing.length > 0)
    report(`${path}.text`, `[[…]] without a matching ${what === 'gaps' ? 'gap' : 'target'}: ${list(new Set(missing))}`);
  const unused = gapIds.filter((id) => !used.has(id));
  if (unused.length > 0) report(`${path}.${what}`, `not written as [[id]] in the text: ${list(unused)}`);
}
