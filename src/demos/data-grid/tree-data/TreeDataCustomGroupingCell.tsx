import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import {
  DataGridPro,
  useGridApiContext,
  type GridColDef,
  type GridGroupingColDefOverride,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';

interface FileEntry {
  id: number;
  path: string[];
  size: number | null;
  owner: string;
}

const rows: FileEntry[] = [
  { id: 1, path: ['Design'], size: null, owner: 'Maya Lopez' },
  { id: 2, path: ['Design', 'Brand guide.pdf'], size: 4200, owner: 'Maya Lopez' },
  { id: 3, path: ['Design', 'Logos'], size: null, owner: 'Maya Lopez' },
  { id: 4, path: ['Design', 'Logos', 'logo-dark.svg'], size: 18, owner: 'Ben Okoro' },
  { id: 5, path: ['Design', 'Logos', 'logo-light.svg'], size: 17, owner: 'Ben Okoro' },
  { id: 6, path: ['Finance'], size: null, owner: 'Ingrid Holm' },
  { id: 7, path: ['Finance', 'Budget 2025.xlsx'], size: 860, owner: 'Ingrid Holm' },
  { id: 8, path: ['Finance', 'Invoices Q1.zip'], size: 12400, owner: 'Raj Patel' },
  { id: 9, path: ['Readme.md'], size: 3, owner: 'Ben Okoro' },
];

function FileNameCell(props: GridRenderCellParams<FileEntry>) {
  const { id, rowNode, formattedValue } = props;
  const apiRef = useGridApiContext();
  const isFolder = rowNode.type === 'group';
  const expanded = rowNode.type === 'group' && rowNode.childrenExpanded === true;
  const name = String(formattedValue ?? '');

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, height: '100%', ml: rowNode.depth * 3 }}>
      {isFolder ? (
        <IconButton
          size="small"
          tabIndex={-1}
          aria-label={expanded ? `Collapse ${name}` : `Expand ${name}`}
          onClick={(event) => {
            // Keep the click from also selecting the row.
            event.stopPropagation();
            apiRef.current.setRowChildrenExpansion(id, !expanded);
          }}
        >
          {expanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
        </IconButton>
      ) : (
        <Box sx={{ width: 30 }} />
      )}
      {isFolder ? (
        <FolderOutlinedIcon fontSize="small" sx={{ color: 'warning.main' }} />
      ) : (
        <InsertDriveFileOutlinedIcon fontSize="small" sx={{ color: 'text.secondary' }} />
      )}
      <span>{name}</span>
    </Box>
  );
}

const groupingColDef: GridGroupingColDefOverride<FileEntry> = {
  headerName: 'Name',
  flex: 1,
  minWidth: 240,
  renderCell: (params) => <FileNameCell {...params} />,
};

const columns: GridColDef<FileEntry>[] = [
  {
    field: 'size',
    headerName: 'Size',
    type: 'number',
    width: 110,
    valueFormatter: (value: number | null) => (value == null ? '' : `${value.toLocaleString('en-US')} KB`),
  },
  { field: 'owner', headerName: 'Owner', width: 140 },
];

const getTreeDataPath = (row: FileEntry) => row.path;

export default function TreeDataCustomGroupingCell() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        treeData
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </Box>
  );
}
