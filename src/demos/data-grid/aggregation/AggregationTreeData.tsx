import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type GridColDef,
  type GridGroupingColDefOverride,
  type GridInitialState,
} from '@mui/x-data-grid-premium';

interface FileEntry {
  id: number;
  path: string[];
  sizeKb: number | null;
  modified: Date | null;
}

const rows: FileEntry[] = [
  { id: 1, path: ['Photos'], sizeKb: null, modified: null },
  { id: 2, path: ['Photos', 'Iceland 2024'], sizeKb: null, modified: null },
  { id: 3, path: ['Photos', 'Iceland 2024', 'Skógafoss.jpg'], sizeKb: 5_820, modified: new Date(2024, 6, 14) },
  { id: 4, path: ['Photos', 'Iceland 2024', 'Reykjavík harbour.jpg'], sizeKb: 4_310, modified: new Date(2024, 6, 12) },
  { id: 5, path: ['Photos', 'Profile picture.png'], sizeKb: 740, modified: new Date(2025, 0, 9) },
  { id: 6, path: ['Work'], sizeKb: null, modified: null },
  { id: 7, path: ['Work', 'Quarterly report.docx'], sizeKb: 1_260, modified: new Date(2025, 3, 2) },
  { id: 8, path: ['Work', 'Pitch deck.pptx'], sizeKb: 18_400, modified: new Date(2025, 2, 27) },
  { id: 9, path: ['Taxes 2024.pdf'], sizeKb: 920, modified: new Date(2025, 1, 18) },
];

const columns: GridColDef<FileEntry>[] = [
  {
    field: 'sizeKb',
    headerName: 'Size',
    type: 'number',
    width: 140,
    valueFormatter: (value: number | null) => (value == null ? '' : `${value.toLocaleString('en-US')} KB`),
  },
  { field: 'modified', headerName: 'Last modified', type: 'date', width: 150 },
];

const groupingColDef: GridGroupingColDefOverride<FileEntry> = { headerName: 'Name', flex: 1, minWidth: 220 };

const initialState: GridInitialState = {
  aggregation: { model: { sizeKb: 'sum', modified: 'max' } },
};

const getTreeDataPath = (row: FileEntry) => row.path;

export default function AggregationTreeData() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        treeData
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        initialState={initialState}
        defaultGroupingExpansionDepth={-1}
      />
    </Box>
  );
}
