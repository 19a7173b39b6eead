import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DataObjectIcon from '@mui/icons-material/DataObject';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import {
  DataGrid,
  ExportCsv,
  Toolbar,
  gridFilteredSortedRowIdsSelector,
  gridVisibleColumnFieldsSelector,
  useGridApiContext,
  type GridColDef,
} from '@mui/x-data-grid';

interface Station {
  id: number;
  name: string;
  line: string;
  zone: number;
  stepFree: boolean;
}

const rows: Station[] = [
  { id: 1, name: 'King’s Cross St. Pancras', line: 'Victoria', zone: 1, stepFree: true },
  { id: 2, name: 'Brixton', line: 'Victoria', zone: 2, stepFree: false },
  { id: 3, name: 'Canary Wharf', line: 'Jubilee', zone: 2, stepFree: true },
  { id: 4, name: 'Baker Street', line: 'Bakerloo', zone: 1, stepFree: false },
  { id: 5, name: 'Stratford', line: 'Central', zone: 2, stepFree: true },
  { id: 6, name: 'Richmond', line: 'District', zone: 4, stepFree: true },
];

const columns: GridColDef<Station>[] = [
  { field: 'name', headerName: 'Station', flex: 1, minWidth: 190 },
  { field: 'line', headerName: 'Line', width: 110 },
  { field: 'zone', headerName: 'Zone', type: 'number', width: 80 },
  { field: 'stepFree', headerName: 'Step-free', type: 'boolean', width: 100 },
];

function ExportJsonButton() {
  const apiRef = useGridApiContext();

  const handleClick = () => {
    // The same rows and columns as the CSV export: filtered, sorted, visible.
    const ids = gridFilteredSortedRowIdsSelector(apiRef);
    const fields = gridVisibleColumnFieldsSelector(apiRef).filter((field) => field !== '__check__');
    const data = ids.map((id) =>
      Object.fromEntries(fields.map((field) => [field, apiRef.current.getCellValue(id, field)])),
    );
    const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = 'stations.json';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url));
  };

  return (
    <Button size="small" startIcon={<DataObjectIcon />} onClick={handleClick}>
      JSON
    </Button>
  );
}

function ExportToolbar() {
  return (
    <Toolbar>
      <ExportCsv size="small" startIcon={<FileDownloadOutlinedIcon />}>
        CSV
      </ExportCsv>
      <ExportJsonButton />
    </Toolbar>
  );
}

export default function CustomExportFormat() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: ExportToolbar }} showToolbar />
    </Box>
  );
}
