import * as React from 'react';
import Box from '@mui/material/Box';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import FileCopyIcon from '@mui/icons-material/FileCopyOutlined';
import { DataGrid, GridActionsCellItem, type GridColDef, type GridRowId } from '@mui/x-data-grid';

interface Flight {
  id: number;
  flight: string;
  seats: number;
  departure: string; // ISO date-time, as an API would send it
  returnDate: string; // ISO date
  cabin: 'economy' | 'premium' | 'business';
  refundable: boolean;
}

const initialRows: Flight[] = [
  {
    id: 1,
    flight: 'LH 402',
    seats: 2,
    departure: '2026-04-12T08:35:00Z',
    returnDate: '2026-04-19',
    cabin: 'economy',
    refundable: false,
  },
  {
    id: 2,
    flight: 'AF 1231',
    seats: 1,
    departure: '2026-05-03T17:10:00Z',
    returnDate: '2026-05-05',
    cabin: 'business',
    refundable: true,
  },
  {
    id: 3,
    flight: 'KL 605',
    seats: 4,
    departure: '2026-06-21T11:45:00Z',
    returnDate: '2026-07-02',
    cabin: 'premium',
    refundable: true,
  },
  {
    id: 4,
    flight: 'IB 3170',
    seats: 3,
    departure: '2026-08-09T06:20:00Z',
    returnDate: '2026-08-16',
    cabin: 'economy',
    refundable: false,
  },
  {
    id: 5,
    flight: 'TP 1355',
    seats: 2,
    departure: '2026-09-14T21:05:00Z',
    returnDate: '2026-09-28',
    cabin: 'premium',
    refundable: false,
  },
];

export default function ColumnTypes() {
  const [rows, setRows] = React.useState<Flight[]>(initialRows);

  const deleteRow = React.useCallback((id: GridRowId) => {
    setRows((prev) => prev.filter((row) => row.id !== id));
  }, []);

  const duplicateRow = React.useCallback((id: GridRowId) => {
    setRows((prev) => {
      const source = prev.find((row) => row.id === id);
      if (!source) {
        return prev;
      }
      const nextId = Math.max(...prev.map((row) => row.id)) + 1;
      return [...prev, { ...source, id: nextId }];
    });
  }, []);

  const columns = React.useMemo<GridColDef<Flight>[]>(
    () => [
      { field: 'flight', headerName: 'Flight', width: 90 },
      { field: 'seats', headerName: 'Seats', type: 'number', width: 70 },
      {
        field: 'departure',
        headerName: 'Departure',
        type: 'dateTime',
        flex: 1,
        minWidth: 170,
        // The row holds a string: convert it to the Date object the column type expects.
        valueGetter: (value: string) => new Date(value),
      },
      {
        field: 'returnDate',
        headerName: 'Return',
        type: 'date',
        width: 105,
        valueGetter: (value: string) => new Date(`${value}T00:00:00`),
      },
      {
        field: 'cabin',
        headerName: 'Cabin',
        type: 'singleSelect',
        width: 100,
        // Stored values and the labels shown for them.
        valueOptions: [
          { value: 'economy', label: 'Economy' },
          { value: 'premium', label: 'Premium' },
          { value: 'business', label: 'Business' },
        ],
      },
      { field: 'refundable', headerName: 'Refundable', type: 'boolean', width: 100 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 80,
        getActions: (params) => [
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label={`Delete ${params.row.flight}`}
            onClick={() => deleteRow(params.id)}
          />,
          <GridActionsCellItem
            key="duplicate"
            icon={<FileCopyIcon />}
            label="Duplicate"
            onClick={() => duplicateRow(params.id)}
            showInMenu
          />,
        ],
      },
    ],
    [deleteRow, duplicateRow],
  );

  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
