import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupHeaderParams,
  type GridColumnGroupingModel,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';

interface Region {
  id: number;
  region: string;
  q1: number;
  q2: number;
  q3: number;
  q4: number;
  year: number;
}

const QUARTERS = [
  [182, 205, 231, 264],
  [121, 118, 140, 152],
  [96, 110, 108, 131],
  [214, 220, 245, 290],
  [77, 84, 91, 99],
] as const;

const NAMES = ['North America', 'Latin America', 'Middle East', 'Europe', 'Oceania'] as const;

const rows: Region[] = NAMES.map((region, index) => {
  const [q1, q2, q3, q4] = QUARTERS[index] ?? [0, 0, 0, 0];
  return { id: index + 1, region, q1, q2, q3, q4, year: q1 + q2 + q3 + q4 };
});

const money = (value: number) => `$${value}k`;

const columns: GridColDef<Region>[] = [
  { field: 'region', headerName: 'Region', width: 160 },
  { field: 'year', headerName: 'Year', type: 'number', width: 100, valueFormatter: money },
  { field: 'q1', headerName: 'Q1', type: 'number', width: 90, valueFormatter: money },
  { field: 'q2', headerName: 'Q2', type: 'number', width: 90, valueFormatter: money },
  { field: 'q3', headerName: 'Q3', type: 'number', width: 90, valueFormatter: money },
  { field: 'q4', headerName: 'Q4', type: 'number', width: 90, valueFormatter: money },
];

// The columns shown only while the group is expanded.
const COLLAPSIBLE_FIELDS = ['q1', 'q2', 'q3', 'q4'];

interface CollapsibleHeaderProps {
  params: GridColumnGroupHeaderParams;
  collapsed: boolean;
  onToggle: () => void;
}

function CollapsibleHeader({ params, collapsed, onToggle }: CollapsibleHeaderProps) {
  const label = params.headerName ?? params.groupId ?? '';
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <span>{label}</span>
      <IconButton
        size="small"
        aria-label={collapsed ? `Show quarters of ${label}` : `Hide quarters of ${label}`}
        aria-expanded={!collapsed}
        onClick={(event) => {
          // Keeps the click from reaching the header's own handlers.
          event.stopPropagation();
          onToggle();
        }}
      >
        {collapsed ? <ChevronRightIcon fontSize="small" /> : <ChevronLeftIcon fontSize="small" />}
      </IconButton>
    </Stack>
  );
}

export default function CollapsibleColumnGroups() {
  const [collapsed, setCollapsed] = React.useState(false);

  const columnGroupingModel = React.useMemo<GridColumnGroupingModel>(
    () => [
      {
        groupId: 'revenue',
        headerName: 'Revenue 2024',
        renderHeaderGroup: (params) => (
          <CollapsibleHeader params={params} collapsed={collapsed} onToggle={() => setCollapsed((value) => !value)} />
        ),
        children: [{ field: 'year' }, ...COLLAPSIBLE_FIELDS.map((field) => ({ field }))],
      },
    ],
    [collapsed],
  );

  const columnVisibilityModel = React.useMemo<GridColumnVisibilityModel>(
    () => Object.fromEntries(COLLAPSIBLE_FIELDS.map((field) => [field, !collapsed])),
    [collapsed],
  );

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        columnVisibilityModel={columnVisibilityModel}
        hideFooter
      />
    </Box>
  );
}
