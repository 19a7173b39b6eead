import { firstParagraph, splitDescription } from './description';
import { renderSummary } from './markdown';

export interface IndexEntry {
  data: { kind: 'component' | 'interface'; description: string };
}

export interface IndexGroup<E extends IndexEntry> {
  id: 'components' | 'interfaces';
  items: E[];
}

/** An API index's lists: components, then interfaces, each only when there are some. */
export function apiIndexGroups<E extends IndexEntry>(entries: readonly E[]): IndexGroup<E>[] {
  const groups: IndexGroup<E>[] = [
    { id: 'components', items: entries.filter((entry) => entry.data.kind === 'component') },
    { id: 'interfaces', items: entries.filter((entry) => entry.data.kind === 'interface') },
  ];
  return groups.filter((group) => group.items.length > 0);
}

/** The first sentence of a description, as a summary line: white space collapsed, `[[Type]]` as plain text. */
export function firstSentence(text: string): string {
  return (/^[\s\S]*?[.](\s|$)/.exec(text.replace(/\s+/g, ' '))?.[0] ?? text).replace(/\[\[(\w+)\]\]/g, '$1').trim();
}

/**
 * The summary line of an API page on its index, as HTML: the first sentence of the prose of
 * its description (the lists of links that repeat the page left out), without links.
 */
export function apiSummary(description: string): string {
  const sentence = firstSentence(firstParagraph(splitDescription(description).body));
  return sentence ? renderSummary(sentence) : '';
}
