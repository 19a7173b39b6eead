import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowId, type GridRowParams } from '@mui/x-data-grid-pro';

interface Course {
  id: number;
  title: string;
  teacher: string;
  weeks: number;
  summary: string;
}

const rows: Course[] = [
  {
    id: 1,
    title: 'Introduction to statistics',
    teacher: 'Dr. Amara Okafor',
    weeks: 8,
    summary: 'Descriptive statistics, probability and hypothesis tests, with weekly exercises in spreadsheets.',
  },
  {
    id: 2,
    title: 'Web accessibility basics',
    teacher: 'Freya Lindqvist',
    weeks: 4,
    summary: 'Semantic HTML, keyboard navigation, screen reader testing and the WCAG success criteria.',
  },
  {
    id: 3,
    title: 'Financial accounting',
    teacher: 'Mateo García',
    weeks: 10,
    summary: 'Balance sheets, income statements and cash-flow statements of small companies.',
  },
  {
    id: 4,
    title: 'Spanish for travellers',
    teacher: 'Isabella Costa',
    weeks: 6,
    summary: 'Everyday conversation for hotels, restaurants, trains and shops.',
  },
  {
    id: 5,
    title: 'Project management',
    teacher: 'Daniel Kim',
    weeks: 5,
    summary: 'Planning, estimates, risk registers and running a weekly status meeting.',
  },
];

const columns: GridColDef<Course>[] = [
  { field: 'title', headerName: 'Course', flex: 1, minWidth: 190 },
  { field: 'teacher', headerName: 'Teacher', width: 160 },
  { field: 'weeks', headerName: 'Weeks', type: 'number', width: 90 },
];

export default function OneExpandedPanel() {
  const [expandedRowIds, setExpandedRowIds] = React.useState<Set<GridRowId>>(() => new Set());

  // The grid adds a newly opened row at the end of the set: keep only that one.
  const handleExpandedRowIdsChange = React.useCallback((ids: Set<GridRowId>) => {
    const newest = Array.from(ids).at(-1);
    setExpandedRowIds(newest === undefined ? new Set() : new Set([newest]));
  }, []);

  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Course>) => (
      <Box sx={{ px: 4, py: 1.5, height: 1, bgcolor: 'action.hover' }}>
        <Typography variant="body2">{row.summary}</Typography>
      </Box>
    ),
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 64, []);

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        detailPanelExpandedRowIds={expandedRowIds}
        onDetailPanelExpandedRowIdsChange={handleExpandedRowIdsChange}
      />
    </Box>
  );
}
