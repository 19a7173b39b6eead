// Before a capital that starts a word of a camelCase name, and after a dash, underscore, dot,
// opening bracket or separator that follows something (a class name's leading dot stays on
// its line) and comes before a word (a closing bracket stays with what it closes).
const BREAK = /(?<=[a-z0-9])(?=[A-Z])|(?<=[^\s][-_.<([{,|/]+)(?=[\w'"])/g;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A prop, class or type name as HTML that may wrap between its words (`<wbr>`), never inside
 * one: a narrow column breaks `onColumnVisibilityModelChange` at `Visibility`, not at `Visi`.
 * The text itself is unchanged, for search, find in page and copying.
 */
export function withWordBreaks(name: string): string {
  return name.split(BREAK).map(escape).join('<wbr>');
}
