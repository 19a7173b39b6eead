import { describe, expect, it } from 'vitest';
import { firstParagraph, splitDescription } from '../../src/lib/api/description';
import { apiSummary } from '../../src/lib/api/index-page';
import { renderDescription } from '../../src/lib/api/markdown';

// As the packages write them (@mui/material's Button, @mui/x-data-grid's DataGrid).
const button = [
  '`ButtonBase` contains as few styles as possible.',
  '',
  'Demos:',
  '',
  '- [Button](https://v7.mui.com/material-ui/react-button/)',
  '',
  'API:',
  '',
  '- [Button API](https://v7.mui.com/material-ui/api/button/)',
  '- inherits [ButtonBase API](https://v7.mui.com/material-ui/api/button-base/)',
].join('\n');
const dataGrid =
  'Features:\n- [DataGrid](https://mui.com/x/react-data-grid/features/)\n\nAPI:\n- [DataGrid API](https://mui.com/x/api/data-grid/data-grid/)';

describe('splitDescription', () => {
  it('takes out the Demos, Features and API lists, which the page itself replaces', () => {
    expect(splitDescription(dataGrid)).toEqual({ body: '' });
    expect(splitDescription(button).body).toBe('`ButtonBase` contains as few styles as possible.');
  });

  it('keeps what the API list says the component inherits', () => {
    expect(splitDescription(button).inherits).toEqual({
      name: 'ButtonBase',
      href: 'https://v7.mui.com/material-ui/api/button-base/',
    });
  });

  it('keeps lists of the prose, and the prose after a list of links', () => {
    const text = 'On top of:\n\n* [FormControl](/a)\n* [Input](/b)\n\nDemos:\n\n- [X](/x)\n\nMore prose.';
    expect(splitDescription(text).body).toBe('On top of:\n\n* [FormControl](/a)\n* [Input](/b)\n\nMore prose.');
  });
});

describe('the summary of an API page on its index', () => {
  it('is the first sentence of the prose, without the lists of links', () => {
    expect(apiSummary(button)).toBe('<code>ButtonBase</code> contains as few styles as possible.');
    expect(apiSummary(dataGrid)).toBe('');
  });

  it('skips headings and shows links as their text', () => {
    expect(firstParagraph('## ARIA\n\nIf the bar is busy, say so.')).toBe('If the bar is busy, say so.');
    expect(apiSummary('Uses the [[GridApi]] and [sorting](https://mui.com/x/). Then more.')).toBe(
      'Uses the GridApi and sorting.',
    );
  });
});

describe('renderDescription, beyond paragraphs and lists', () => {
  const links = { url: (href: string) => href.replace('https://mui.com', ''), type: () => undefined };

  it('renders fenced code as a block, escaped, with its blank lines', () => {
    expect(renderDescription('Like this:\n\n```jsx\nconst a = <b />;\n\nreturn a;\n```\n\nDone.', links)).toBe(
      '<p>Like this:</p><pre><code>const a = &lt;b /&gt;;\n\nreturn a;</code></pre><p>Done.</p>',
    );
  });

  it('renders a heading as a bold line and numbered lists as lists', () => {
    expect(renderDescription('## Advanced\n\nFormats:\n1. A number.\n2. A string.\nOtherwise none.', links)).toBe(
      '<p><strong>Advanced</strong></p><p>Formats:</p><ol><li>A number.</li><li>A string.</li></ol><p>Otherwise none.</p>',
    );
  });

  it('links bare URLs and JSDoc links, leaving the full stop after them', () => {
    expect(renderDescription('Read more: https://mui.com/x/react-charts/bars/#performance.', links)).toBe(
      '<p>Read more: <a href="/x/react-charts/bars/#performance">https://mui.com/x/react-charts/bars/#performance</a>.</p>',
    );
    expect(renderDescription('Use the {@link https://mui.com/x/lazy/ Server-side data} instead.', links)).toBe(
      '<p>Use the <a href="/x/lazy/">Server-side data</a> instead.</p>',
    );
  });

  it('shows a reference to a type that has no page, generics included, as code', () => {
    expect(renderDescription('Rows as [[Map<GridRowId, GridRowModel>]].', links)).toBe(
      '<p>Rows as <code>Map&lt;GridRowId, GridRowModel&gt;</code>.</p>',
    );
  });

  it('continues a list item on an indented line, and renders emphasis', () => {
    expect(renderDescription('- `svg`: one element.\n    Read *more*.', links)).toBe(
      '<ul><li><code>svg</code>: one element. Read <em>more</em>.</li></ul>',
    );
  });
});
