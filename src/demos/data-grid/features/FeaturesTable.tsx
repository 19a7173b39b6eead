import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

type Plan = 'MIT' | 'Pro' | 'Premium';

interface Feature {
  id: number;
  name: string;
  area: string;
  plan: Plan;
  /** The documentation page, where one exists. */
  href: string | null;
}

const BASE = '/x/react-data-grid';

// [name, area, plan, page] — the page path is relative to the Data Grid docs.
const FEATURES: [string, string, Plan, string?][] = [
  ['Column definition and types', 'Columns', 'MIT', 'column-definition'],
  ['Column width, resizing and autosizing', 'Columns', 'MIT', 'column-dimensions'],
  ['Column visibility', 'Columns', 'MIT', 'column-visibility'],
  ['Custom columns', 'Columns', 'MIT', 'custom-columns'],
  ['Column header', 'Columns', 'MIT', 'column-header'],
  ['Column menu', 'Columns', 'MIT', 'column-menu'],
  ['Column spanning', 'Columns', 'MIT', 'column-spanning'],
  ['Column groups', 'Columns', 'MIT', 'column-groups'],
  ['Column reordering', 'Columns', 'Pro', 'column-ordering'],
  ['Column pinning', 'Columns', 'Pro', 'column-pinning'],
  ['Row definition', 'Rows', 'MIT', 'row-definition'],
  ['Row updates', 'Rows', 'MIT', 'row-updates'],
  ['Row height', 'Rows', 'MIT', 'row-height'],
  ['Row spanning', 'Rows', 'MIT', 'row-spanning'],
  ['Master-detail row panels', 'Rows', 'Pro', 'master-detail'],
  ['Row reordering', 'Rows', 'Pro', 'row-ordering'],
  ['Row pinning', 'Rows', 'Pro', 'row-pinning'],
  ['Cell customization', 'Cells', 'MIT', 'cells'],
  ['Cell and row editing', 'Editing', 'MIT', 'editing'],
  ['Saving edits to a server', 'Editing', 'MIT', 'editing/persistence'],
  ['Custom edit components', 'Editing', 'MIT', 'editing/custom-edit-component'],
  ['Sorting', 'Sorting', 'MIT', 'sorting'],
  ['Multi-column sorting', 'Sorting', 'Pro', 'sorting'],
  ['Filtering', 'Filtering', 'MIT', 'filtering'],
  ['Quick filter', 'Filtering', 'MIT', 'filtering/quick-filter'],
  ['Server-side filtering', 'Filtering', 'MIT', 'filtering/server-side'],
  ['Multi-filters', 'Filtering', 'Pro', 'filtering/multi-filters'],
  ['Header filters', 'Filtering', 'Pro', 'filtering/header-filters'],
  ['Pagination', 'Pagination', 'MIT', 'pagination'],
  ['Page sizes above 100, no pagination', 'Pagination', 'Pro', 'pagination'],
  ['Single and checkbox row selection', 'Selection', 'MIT', 'row-selection'],
  ['Multiple row selection by click', 'Selection', 'Pro', 'row-selection'],
  ['Cell selection', 'Selection', 'Premium', 'cell-selection'],
  ['Row and column virtualization', 'Performance', 'MIT', 'virtualization'],
  ['Accessibility and keyboard navigation', 'General', 'MIT', 'accessibility'],
  ['Localization and right-to-left', 'General', 'MIT', 'localization'],
  ['Layout and sizing', 'General', 'MIT', 'layout'],
  ['Tree data', 'Advanced', 'Pro'],
  ['Row grouping', 'Advanced', 'Premium'],
  ['Aggregation', 'Advanced', 'Premium'],
  ['Pivoting', 'Advanced', 'Premium'],
  ['CSV export and print', 'Advanced', 'MIT'],
  ['Excel export', 'Advanced', 'Premium'],
  ['Copy to clipboard', 'Advanced', 'MIT'],
  ['Paste from clipboard', 'Advanced', 'Premium'],
  ['Undo and redo', 'Advanced', 'Premium'],
  ['List view', 'Advanced', 'Pro'],
  ['Server-side data source', 'Server-side data', 'MIT'],
  ['Lazy loading', 'Server-side data', 'Pro'],
  ['Server-side tree data', 'Server-side data', 'Pro'],
  ['Server-side row grouping and aggregation', 'Server-side data', 'Premium'],
  ['Charts integration', 'Advanced', 'Premium'],
  ['AI Assistant', 'Advanced', 'Premium'],
];

const rows: Feature[] = FEATURES.map(([name, area, plan, page], index) => ({
  id: index + 1,
  name,
  area,
  plan,
  href: page ? `${BASE}/${page}` : null,
}));

const planColor = { MIT: 'default', Pro: 'primary', Premium: 'secondary' } as const;

function FeatureCell({ value, row, hasFocus, tabIndex }: GridRenderCellParams<Feature, string>) {
  const linkRef = React.useRef<HTMLAnchorElement>(null);

  React.useLayoutEffect(() => {
    if (hasFocus) {
      linkRef.current?.focus();
    }
  }, [hasFocus]);

  if (!row.href) {
    return value;
  }
  return (
    <Link ref={linkRef} href={row.href} tabIndex={tabIndex}>
      {value}
    </Link>
  );
}

const columns: GridColDef<Feature>[] = [
  {
    field: 'name',
    headerName: 'Feature',
    flex: 1,
    minWidth: 240,
    renderCell: (params: GridRenderCellParams<Feature, string>) => <FeatureCell {...params} />,
  },
  { field: 'area', headerName: 'Area', width: 150 },
  {
    field: 'plan',
    headerName: 'Plan',
    type: 'singleSelect',
    valueOptions: ['MIT', 'Pro', 'Premium'],
    width: 110,
    display: 'flex',
    renderCell: (params: GridRenderCellParams<Feature, Plan>) =>
      params.value ? (
        <Chip
          label={params.value}
          size="small"
          color={planColor[params.value]}
          variant={params.value === 'MIT' ? 'outlined' : 'filled'}
        />
      ) : null,
  },
];

export default function FeaturesTable() {
  return (
    <Box sx={{ height: 560, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        density="compact"
        showToolbar
        hideFooter
        aria-label="Data Grid features and their plans"
      />
    </Box>
  );
}
