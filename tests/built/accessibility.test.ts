// Three of axe's structural rules, checked on the server HTML of every written page, so that a
// new page or demo that breaks them fails here in milliseconds rather than only in the browser
// run of AXE_ALL_DEMOS. The browser tests still run axe itself on one page of each template.
import { describe, expect, test } from 'vitest';
import { DOCUMENT_NODE, ELEMENT_NODE, TEXT_NODE, type ElementNode, type Node } from 'ultrahtml';
import { expectedPages } from '../e2e/site-data';
import { decodeEntities, Page, textOf } from './html';

function elements(root: Node): ElementNode[] {
  const found: ElementNode[] = [];
  const visit = (node: Node) => {
    if (node.type !== ELEMENT_NODE && node.type !== DOCUMENT_NODE) return;
    if (node.type === ELEMENT_NODE) {
      // What assistive technology never reaches.
      if (node.name === 'template' || node.name === 'script' || node.name === 'style') return;
      if (node.attributes['aria-hidden'] === 'true' || 'hidden' in node.attributes) return;
      found.push(node);
    }
    node.children?.forEach(visit);
  };
  visit(root);
  return found;
}

/** Text a sighted reader sees: what is hidden from assistive technology (icon glyphs) is left out. */
function visibleText(node: Node): string {
  if (node.type === TEXT_NODE) return node.value;
  if (node.type !== ELEMENT_NODE || node.attributes['aria-hidden'] === 'true' || node.name === 'style') return '';
  return node.children.map(visibleText).join('');
}

function describeElement(element: ElementNode): string {
  return `<${element.name}> "${textOf(element).slice(0, 60)}"`;
}

const HEADING = /^h([1-6])$/;
// The roles whose accessible name may come from their content, where WCAG 2.5.3 (label in
// name) applies; axe's label-content-name-mismatch rule checks these.
const NAMED_FROM_CONTENT = new Set(['a', 'button', 'summary']);
const CONTENT_ROLES = new Set(['button', 'link', 'menuitem', 'tab', 'option', 'checkbox', 'radio', 'switch']);

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

describe.each(expectedPages)('$url', (expected) => {
  const page = Page.read(expected.url);
  const all = elements(page.root);

  test('one main landmark, at the top level', () => {
    const mains = all.filter((element) => element.name === 'main' || element.attributes.role === 'main');
    expect(mains.map(describeElement)).toHaveLength(1);
  });

  test('heading levels only go down one step at a time', () => {
    const skips: string[] = [];
    let previous = 0;
    for (const element of all) {
      const level = Number(HEADING.exec(element.name)?.[1] ?? 0);
      if (!level) continue;
      if (previous && level > previous + 1) skips.push(`h${previous} then h${level}: ${describeElement(element)}`);
      previous = level;
    }
    expect(skips).toEqual([]);
  });

  test("a control's visible text is part of its aria-label", () => {
    const mismatches = all
      .filter((element) => {
        const label = element.attributes['aria-label'];
        if (label === undefined) return false;
        const role = element.attributes.role;
        return role ? CONTENT_ROLES.has(role) : NAMED_FROM_CONTENT.has(element.name);
      })
      .filter((element) => {
        const visible = normalise(decodeEntities(visibleText(element)));
        return visible !== '' && !normalise(element.attributes['aria-label']!).includes(visible);
      })
      .map((element) => `${describeElement(element)} is named "${element.attributes['aria-label']}"`);
    expect(mismatches).toEqual([]);
  });
});
