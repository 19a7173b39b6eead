import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridLocaleText, type GridPaginationModel } from '@mui/x-data-grid';

interface Transaction {
  id: number;
  reference: string;
  account: string;
  amount: number;
}

const TOTAL = 1284932;
const ACCOUNTS = ['Checking 4471', 'Savings 0932', 'Business 1180', 'Credit 5567'] as const;

// Builds the rows of one page from their index, instead of holding 1.3 million rows in memory.
function pageRows({ page, pageSize }: GridPaginationModel): Transaction[] {
  const start = page * pageSize;
  const length = Math.max(0, Math.min(pageSize, TOTAL - start));
  return Array.from({ length }, (_, offset) => {
    const index = start + offset;
    return {
      id: index + 1,
      reference: `TX-${String(100000000 + index * 7)}`,
      account: ACCOUNTS[index % ACCOUNTS.length] ?? ACCOUNTS[0],
      amount: ((index * 7919) % 250000) / 100,
    };
  });
}

const columns: GridColDef<Transaction>[] = [
  { field: 'id', headerName: '#', type: 'number', width: 110 },
  { field: 'reference', headerName: 'Reference', flex: 1, minWidth: 150 },
  { field: 'account', headerName: 'Account', width: 150 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 120 },
];

const numberFormat = new Intl.NumberFormat('en-US');

const localeText: Partial<GridLocaleText> = {
  // The default reads "1–25 of 1284932"; format every number with the locale's separators.
  paginationDisplayedRows: ({ from, to, count }) =>
    `${numberFormat.format(from)}–${numberFormat.format(to)} of ${
      count === -1 ? `more than ${numberFormat.format(to)}` : numberFormat.format(count)
    }`,
};

export default function PaginationNumberFormat() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 5000, pageSize: 25 });
  const rows = React.useMemo(() => pageRows(paginationModel), [paginationModel]);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        paginationMode="server"
        rowCount={TOTAL}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[25, 50, 100]}
        localeText={localeText}
      />
    </Box>
  );
}
