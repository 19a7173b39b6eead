import Box from '@mui/material/Box';
import visuallyHidden from '@mui/utils/visuallyHidden';
import {
  DataGridPro,
  GRID_REORDER_COL_DEF,
  type GridColDef,
  type GridGroupingColDefOverride,
} from '@mui/x-data-grid-pro';

interface FileEntry {
  id: number;
  path: string[];
  size: string;
  modified: string;
}

const rows: FileEntry[] = [
  { id: 1, path: ['Documents'], size: '', modified: '2025-05-02' },
  { id: 2, path: ['Documents', 'Tax return 2024.pdf'], size: '1.2 MB', modified: '2025-04-11' },
  { id: 3, path: ['Documents', 'Lease agreement.pdf'], size: '860 KB', modified: '2025-01-20' },
  { id: 4, path: ['Photos'], size: '', modified: '2025-05-06' },
  { id: 5, path: ['Photos', 'Lisbon trip'], size: '', modified: '2025-05-06' },
  { id: 6, path: ['Photos', 'Lisbon trip', 'Tram 28.jpg'], size: '4.1 MB', modified: '2025-05-06' },
  { id: 7, path: ['Photos', 'Lisbon trip', 'Belém tower.jpg'], size: '3.8 MB', modified: '2025-05-06' },
  { id: 8, path: ['Photos', 'Birthday cake.jpg'], size: '2.9 MB', modified: '2025-03-14' },
  { id: 9, path: ['Recipes.docx'], size: '96 KB', modified: '2025-02-27' },
];

// The built-in handle column has an empty header; this names it for screen readers.
const reorderColumn: GridColDef = {
  ...GRID_REORDER_COL_DEF,
  renderHeader: () => <span style={visuallyHidden}>Reorder</span>,
};

const columns: GridColDef<FileEntry>[] = [
  reorderColumn,
  { field: 'size', headerName: 'Size', width: 100 },
  { field: 'modified', headerName: 'Modified', width: 120 },
];

const groupingColDef: GridGroupingColDefOverride<FileEntry> = { headerName: 'Name', flex: 1, minWidth: 240 };

const getTreeDataPath = (row: FileEntry) => row.path;

// Called when a row is dropped under another parent: returns the row with its new path.
const setTreeDataPath = (path: string[], row: FileEntry): FileEntry => ({ ...row, path });

export default function TreeDataReordering() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        treeData
        getTreeDataPath={getTreeDataPath}
        setTreeDataPath={setTreeDataPath}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={-1}
        rowReordering
        hideFooter
      />
    </Box>
  );
}
