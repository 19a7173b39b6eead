import Box from '@mui/material/Box';
import GridOnOutlinedIcon from '@mui/icons-material/GridOnOutlined';
import {
  DataGridPremium,
  ExportExcel,
  Toolbar,
  type GridColDef,
  type GridExcelExportOptions,
} from '@mui/x-data-grid-premium';

interface Expense {
  id: number;
  date: Date;
  employee: string;
  category: 'Travel' | 'Meals' | 'Software' | 'Equipment';
  amount: number;
}

const CATEGORIES = ['Travel', 'Meals', 'Software', 'Equipment'] as const;

const rows: Expense[] = [
  { id: 1, date: new Date(2025, 4, 2), employee: 'Yuki Tanaka', category: 'Travel', amount: 412.8 },
  { id: 2, date: new Date(2025, 4, 3), employee: 'Sam Okoye', category: 'Meals', amount: 64.5 },
  { id: 3, date: new Date(2025, 4, 6), employee: 'Laura Schmidt', category: 'Software', amount: 199 },
  { id: 4, date: new Date(2025, 4, 9), employee: 'Yuki Tanaka', category: 'Equipment', amount: 1249.99 },
  { id: 5, date: new Date(2025, 4, 12), employee: 'Mateo Silva', category: 'Travel', amount: 286.4 },
  { id: 6, date: new Date(2025, 4, 15), employee: 'Sam Okoye', category: 'Software', amount: 49 },
  { id: 7, date: new Date(2025, 4, 20), employee: 'Laura Schmidt', category: 'Meals', amount: 38.75 },
];

const columns: GridColDef<Expense>[] = [
  { field: 'date', headerName: 'Date', type: 'date', width: 110 },
  { field: 'employee', headerName: 'Employee', flex: 1, minWidth: 150 },
  { field: 'category', headerName: 'Category', type: 'singleSelect', valueOptions: [...CATEGORIES], width: 120 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `$${value.toFixed(2)}`,
  },
];

const excelOptions: GridExcelExportOptions = {
  fileName: 'expenses-may-2025',
  // Excel number formats: the file keeps real numbers and dates.
  columnsStyles: {
    date: { numFmt: 'yyyy-mm-dd' },
    amount: { numFmt: '"$"#,##0.00' },
  },
  // The sheet listing the category choices used by the drop-down in each cell.
  valueOptionsSheetName: 'Categories',
  // Runs before the header row is written: add a title above it.
  exceljsPreProcess: async ({ workbook, worksheet }) => {
    workbook.creator = 'Finance team';
    worksheet.mergeCells('A1:D1');
    const title = worksheet.getCell('A1');
    title.value = 'Expense report, May 2025';
    title.font = { bold: true, size: 14 };
    worksheet.addRow([]);
  },
  // Runs after the data rows: add a total with a formula, and freeze the header.
  exceljsPostProcess: async ({ worksheet }) => {
    const lastRow = worksheet.rowCount;
    const totalRow = worksheet.addRow(['', '', 'Total', { formula: `SUM(D4:D${lastRow})` }]);
    totalRow.font = { bold: true };
    worksheet.views = [{ state: 'frozen', ySplit: 3 }];
  },
};

function ExportToolbar() {
  return (
    <Toolbar>
      <ExportExcel size="small" startIcon={<GridOnOutlinedIcon />} options={excelOptions}>
        Download styled Excel
      </ExportExcel>
    </Toolbar>
  );
}

export default function ExcelCustomization() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} slots={{ toolbar: ExportToolbar }} showToolbar />
    </Box>
  );
}
