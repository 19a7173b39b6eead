import { describe, expect, it } from 'vitest';
import { buildNavTree } from '../../src/navigation/build';
import { renderLlmsTxt } from '../../src/lib/llms-txt';
import { installCommand } from '../../src/lib/install-commands';

describe('renderLlmsTxt', () => {
  it('lists written pages under their top-level section, in drawer order', () => {
    const { roots } = buildNavTree([
      {
        pathname: '/x/intro-group',
        title: 'Introduction',
        zh: '简介',
        children: [
          { pathname: '/x/introduction', title: 'Overview', zh: '概览' },
          { pathname: '/x/introduction/support', title: 'Support', zh: '支持' },
        ],
      },
      {
        pathname: '/x/empty-group',
        title: 'Empty',
        zh: '空',
        children: [{ pathname: '/x/unwritten', title: 'U', zh: 'U' }],
      },
    ]);
    const text = renderLlmsTxt({
      title: 'MUI X',
      summary: 'Components.',
      roots,
      pages: new Map([
        ['/x/introduction/support', { title: 'Support', description: 'Where to get help.' }],
        ['/x/introduction', { title: 'MUI X overview', description: 'What MUI X is.' }],
      ]),
      site: new URL('https://docs.example.org'),
    });
    expect(text).toBe(
      [
        '# MUI X',
        '',
        '> Components.',
        '',
        '## Introduction',
        '',
        '- [MUI X overview](https://docs.example.org/x/introduction): What MUI X is.',
        '- [Support](https://docs.example.org/x/introduction/support): Where to get help.',
        '',
      ].join('\n'),
    );
  });
});

describe('installCommand', () => {
  it('writes the command of each package manager', () => {
    expect(installCommand('npm', '@mui/x-data-grid  @mui/material')).toBe('npm install @mui/x-data-grid @mui/material');
    expect(installCommand('pnpm', 'dayjs')).toBe('pnpm add dayjs');
    expect(installCommand('yarn', 'typescript', true)).toBe('yarn add -D typescript');
    expect(installCommand('npm', 'typescript', true)).toBe('npm install --save-dev typescript');
  });

  it('refuses an empty package list', () => {
    expect(() => installCommand('npm', '  ')).toThrowError(/at least one package/);
  });
});

describe('contentCoverage', () => {
  it('counts written leaves per top-level area and lists the missing ones', async () => {
    const { contentCoverage } = await import('../../src/lib/coverage');
    const tree = buildNavTree([
      {
        pathname: '/x/react-data-grid-group',
        title: 'Data Grid',
        zh: '数据表格',
        children: [
          { pathname: '/x/react-data-grid', title: 'Overview', zh: '概览' },
          { pathname: '/x/react-data-grid/sorting', zh: '排序' },
          { pathname: '/x/react-data-grid/#planned', title: 'Planned', zh: '计划', planned: true },
        ],
      },
      { pathname: '/x/whats-new', title: 'New', zh: '新' },
    ]);
    expect(contentCoverage(tree, (pathname) => pathname === '/x/react-data-grid')).toEqual([
      { area: 'data-grid', written: 1, total: 2, missing: ['/x/react-data-grid/sorting'] },
      { area: 'whats-new', written: 0, total: 1, missing: ['/x/whats-new'] },
    ]);
  });
});

describe('demo coverage', () => {
  it('reads the reference demo count under each outline heading', async () => {
    const { parseOutlineDemoCounts } = await import('../../src/lib/coverage');
    const outline = [
      '### `/x/react-data-grid/sorting` — Sorting',
      '- Source: `docs/sorting.md`',
      '- Demos: 15 · embeds: 0 · words: 1,102',
      '- Topics:',
      '### `/x/react-data-grid/cells` — Cells',
      '- Demos: 0 · embeds: 0',
      '- Topics:',
      '  - Demos: a topic named like the count line',
    ].join('\n');
    expect(parseOutlineDemoCounts(outline)).toEqual({
      '/x/react-data-grid/sorting': 15,
      '/x/react-data-grid/cells': 0,
    });
  });

  it('counts Demo tags, not the ones quoted in code blocks', async () => {
    const { countDemos } = await import('../../src/lib/coverage');
    const mdx = [
      'Intro',
      '<Demo name="A" height={300} />',
      '```mdx',
      '<Demo name="Quoted" />',
      '```',
      '<Demo name="B"/>',
    ].join('\n');
    expect(countDemos(mdx)).toBe(2);
  });

  it('sums the demos of written pages per area and flags pages under half their reference', async () => {
    const { demoCoverage } = await import('../../src/lib/coverage');
    const tree = buildNavTree([
      {
        pathname: '/x/react-data-grid-group',
        title: 'Data Grid',
        zh: '数据表格',
        children: [
          { pathname: '/x/react-data-grid/sorting', zh: '排序' },
          { pathname: '/x/react-data-grid/cells', zh: '单元格' },
          { pathname: '/x/react-data-grid/filtering', zh: '筛选' },
        ],
      },
    ]);
    const written: Record<string, number> = { '/x/react-data-grid/sorting': 7, '/x/react-data-grid/cells': 1 };
    const [grid] = demoCoverage(tree, (pathname) => written[pathname], {
      '/x/react-data-grid/sorting': 15,
      '/x/react-data-grid/filtering': 7,
    });
    expect(grid).toMatchObject({ area: 'data-grid', demos: 8, reference: 15 });
    expect(grid!.pages.map((page) => page.pathname)).toEqual([
      '/x/react-data-grid/sorting',
      '/x/react-data-grid/cells',
    ]);
    expect(grid!.thin).toEqual([{ pathname: '/x/react-data-grid/sorting', demos: 7, reference: 15 }]);
  });
});

describe('pairAnchors', () => {
  it('pairs sections by position, ignoring other heading levels', async () => {
    const { pairAnchors } = await import('../../src/lib/anchors');
    const en = [
      { depth: 2, slug: 'plans', text: 'Plans' },
      { depth: 4, slug: 'aside', text: 'Aside' },
      { depth: 3, slug: 'pro', text: 'Pro' },
      { depth: 2, slug: 'extra', text: 'Extra' },
    ];
    const zh = [
      { depth: 2, slug: '计划', text: '计划' },
      { depth: 3, slug: 'pro', text: 'Pro' },
    ];
    expect(pairAnchors(en, zh)).toEqual({ plans: '计划', pro: 'pro' });
  });
});
