import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractApi } from '../../src/lib/api/extract';

const baseDir = join(process.cwd(), 'tests/fixtures/api');
const options = { baseDir, isOwnFile: (file: string) => file.includes('/fixture-ui/') };

describe('extractApi on a fixture declaration file', () => {
  const [chip, exportOptions] = extractApi(
    [
      { name: 'Chip', kind: 'component', modules: ['fixture-ui', 'fixture-ui/Chip'] },
      { name: 'ExportOptions', kind: 'interface', modules: ['fixture-ui'] },
    ],
    options,
  );

  it('lists every import path, default exports as default imports', () => {
    expect(chip!.imports).toEqual(["import { Chip } from 'fixture-ui';", "import Chip from 'fixture-ui/Chip';"]);
    expect(chip!.source).toBe('fixture-ui/index.d.ts');
    expect(chip!.description).toBe('A compact element that represents an input, attribute or action.');
    expect(chip!.forwardsRef).toBe(false);
  });

  it('reads props: required first, then by name, with types as written, defaults and deprecations', () => {
    expect(chip!.props.map((prop) => prop.name)).toEqual([
      'label',
      'value',
      'classes',
      'onClick',
      'outlined',
      'size',
      'slots',
    ]);
    expect(chip!.props.find((prop) => prop.name === 'value')).toEqual({
      name: 'value',
      type: 'Value',
      required: true,
      description: 'The value reported on click.',
    });
    expect(chip!.props.find((prop) => prop.name === 'size')).toEqual({
      name: 'size',
      type: "'small' | 'medium'",
      default: "'medium'",
      required: false,
      description: 'The size of the chip.',
    });
    expect(chip!.props.find((prop) => prop.name === 'onClick')?.type).toBe('((value: Value) => void)');
    expect(chip!.props.find((prop) => prop.name === 'outlined')).toMatchObject({
      default: 'false',
      deprecated: 'Use `variant="outlined"` instead.',
    });
  });

  it('leaves out @ignore props', () => {
    expect(chip!.props.some((prop) => prop.name === 'internalFlag')).toBe(false);
  });

  it('reads slots and CSS classes with their descriptions', () => {
    expect(chip!.slots).toEqual([
      { name: 'icon', default: 'CheckIcon', description: 'The icon before the label.' },
      { name: 'label', description: 'The element of the label.' },
    ]);
    expect(chip!.classes).toEqual([
      { key: 'label', description: 'Styles applied to the label.' },
      { key: 'root', description: 'Styles applied to the root element.' },
      { key: 'small', description: 'Styles applied when small.', deprecated: "Use the `size` prop's class instead." },
    ]);
  });

  it('reads the properties of an interface', () => {
    expect(exportOptions!.kind).toBe('interface');
    expect(exportOptions!.props).toEqual([
      { name: 'delimiter', type: "',' | ';'", required: true, description: 'The delimiter between values.' },
      { name: 'fileName', type: 'string', default: "'data'", required: false, description: 'The name of the file.' },
    ]);
  });

  it('documents the members a higher plan adds to an interface it re-exports wider', () => {
    const [options_] = extractApi(
      [{ name: 'ExportOptions', kind: 'interface', modules: ['fixture-ui', 'fixture-ui-pro'] }],
      options,
    );
    expect(options_!.imports).toEqual(["import { ExportOptions } from 'fixture-ui';"]);
    expect(options_!.props.map((prop) => [prop.name, prop.module])).toEqual([
      ['delimiter', undefined],
      ['fileName', undefined],
      ['includeHidden', 'fixture-ui-pro'],
    ]);
  });

  it('names the modules when none exports the name', { timeout: 30_000 }, () => {
    expect(() => extractApi([{ name: 'Missing', kind: 'component', modules: ['fixture-ui'] }], options)).toThrowError(
      'API extraction: no module among fixture-ui exports Missing.',
    );
  });
});

describe('API targets', async () => {
  const { kebabToPascal, pascalToKebab, planOfModule, xApiTargets, materialApiTargets } =
    await import('../../src/lib/api/targets');

  it('converts between page slugs and export names', () => {
    expect(kebabToPascal('grid-col-def')).toBe('GridColDef');
    expect(kebabToPascal('date-range-picker-day-2')).toBe('DateRangePickerDay2');
    expect(pascalToKebab('DateRangePickerDay2')).toBe('date-range-picker-day-2');
    expect(pascalToKebab('ButtonGroup')).toBe('button-group');
  });

  it('reads the plan from the package name', () => {
    expect(planOfModule('@mui/x-data-grid-premium')).toBe('premium');
    expect(planOfModule('@mui/x-date-pickers-pro/DateRangePicker')).toBe('pro');
    expect(planOfModule('@mui/x-charts')).toBeUndefined();
  });

  it('makes a target per component and interface page, with installed modules only', () => {
    const targets = xApiTargets(
      [
        { pathname: '/x/api/data-grid', kind: 'index' },
        { pathname: '/x/api/date-pickers/date-picker', kind: 'component' },
        { pathname: '/x/api/charts/bar-chart-premium', kind: 'component' },
      ],
      (module) => module !== '@mui/x-charts-premium',
      (module) => module === '@mui/x-date-pickers/DatePicker',
    );
    expect(targets).toEqual([
      {
        product: 'date-pickers',
        slug: 'date-picker',
        name: 'DatePicker',
        kind: 'component',
        modules: ['@mui/x-date-pickers', '@mui/x-date-pickers/DatePicker', '@mui/x-date-pickers-pro'],
        pathname: '/x/api/date-pickers/date-picker',
      },
      {
        product: 'charts',
        slug: 'bar-chart-premium',
        name: 'BarChartPremium',
        kind: 'component',
        modules: ['@mui/x-charts', '@mui/x-charts-pro'],
        pathname: '/x/api/charts/bar-chart-premium',
      },
    ]);
    expect(materialApiTargets(['ButtonGroup'])[0]).toMatchObject({
      pathname: '/material-ui/api/button-group',
      modules: ['@mui/material', '@mui/material/ButtonGroup'],
    });
  });
});

describe('renderDescription', async () => {
  const { renderDescription } = await import('../../src/lib/api/markdown');
  const links = {
    url: (href: string) => href.replace('https://mui.com/x/react-data-grid/', '/x/react-data-grid/'),
    type: (name: string) => (name === 'GridColDef' ? '/x/api/data-grid/grid-col-def' : undefined),
  };

  it('renders code, bold, links and type references, escaping HTML', () => {
    expect(renderDescription('Set of columns of type [[GridColDef]][] <b>and</b> `a<b>` **bold**.', links)).toBe(
      '<p>Set of columns of type <a href="/x/api/data-grid/grid-col-def"><code>GridColDef</code></a>[] &lt;b&gt;and&lt;/b&gt; <code>a&lt;b&gt;</code> <strong>bold</strong>.</p>',
    );
    expect(renderDescription('See [sorting](https://mui.com/x/react-data-grid/sorting/) and [[Logger]].', links)).toBe(
      '<p>See <a href="/x/react-data-grid/sorting/">sorting</a> and <code>Logger</code>.</p>',
    );
  });

  it('makes paragraphs and lists', () => {
    expect(renderDescription('First line\ncontinues.\n\n- one\n- two', links)).toBe(
      '<p>First line continues.</p><ul><li>one</li><li>two</li></ul>',
    );
    expect(renderDescription('Features:\n- one\n- two', links)).toBe(
      '<p>Features:</p><ul><li>one</li><li>two</li></ul>',
    );
  });
});

describe('apiAnchor', async () => {
  const { apiAnchor } = await import('../../src/lib/api/anchors');
  it('maps the anchors of class and prop entries, and drops others', () => {
    expect(apiAnchor('#input-base-classes-MuiInputBase-input')).toBe('#classes-input');
    expect(apiAnchor('#input-base-prop-disabled')).toBe('#props-disabled');
    expect(apiAnchor('#props')).toBe('');
    expect(apiAnchor('#sorting-mode')).toBe('');
    expect(apiAnchor(undefined)).toBe('');
  });
});
