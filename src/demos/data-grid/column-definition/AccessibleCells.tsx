import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

interface Supplier {
  id: number;
  company: string;
  contact: string;
  email: string;
  country: string;
}

const rows: Supplier[] = [
  {
    id: 1,
    company: 'Fjord Timber AS',
    contact: 'Ingrid Solberg',
    email: 'ingrid@fjordtimber.example',
    country: 'Norway',
  },
  {
    id: 2,
    company: 'Sierra Coffee Co.',
    contact: 'Mateo Vargas',
    email: 'mateo@sierracoffee.example',
    country: 'Colombia',
  },
  {
    id: 3,
    company: 'Kiwi Wool Mills',
    contact: 'Aroha Ngata',
    email: 'aroha@kiwiwool.example',
    country: 'New Zealand',
  },
  {
    id: 4,
    company: 'Atlas Ceramics',
    contact: 'Youssef Amrani',
    email: 'youssef@atlasceramics.example',
    country: 'Morocco',
  },
  {
    id: 5,
    company: 'Baltic Amber Ltd',
    contact: 'Laura Kalniņa',
    email: 'laura@balticamber.example',
    country: 'Latvia',
  },
];

function EmailCell({ value, hasFocus, tabIndex }: GridRenderCellParams<Supplier, string>) {
  const linkRef = React.useRef<HTMLAnchorElement>(null);

  // When keyboard navigation reaches the cell, move the focus onto the link inside it,
  // so Enter opens it right away.
  React.useLayoutEffect(() => {
    if (hasFocus) {
      linkRef.current?.focus();
    }
  }, [hasFocus]);

  return (
    // `tabIndex` is 0 only for the cell that holds the grid's single tab stop, -1 otherwise.
    <Link ref={linkRef} href={`mailto:${value}`} tabIndex={tabIndex}>
      {value}
    </Link>
  );
}

const columns: GridColDef<Supplier>[] = [
  { field: 'company', headerName: 'Company', width: 170 },
  { field: 'contact', headerName: 'Contact', width: 150 },
  {
    field: 'email',
    headerName: 'Email',
    flex: 1,
    minWidth: 240,
    renderCell: (params: GridRenderCellParams<Supplier, string>) => <EmailCell {...params} />,
  },
  { field: 'country', headerName: 'Country', width: 120 },
];

export default function AccessibleCells() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
