import * as React from 'react';
import Box from '@mui/material/Box';
import VerticalAlignTopIcon from '@mui/icons-material/VerticalAlignTop';
import VerticalAlignBottomIcon from '@mui/icons-material/VerticalAlignBottom';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import {
  DataGridPro,
  GridActionsCellItem,
  type GridColDef,
  type GridPinnedRowsProp,
  type GridRowId,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Stock {
  id: string;
  company: string;
  sector: string;
  price: number;
}

const ALL_ROWS: Stock[] = [
  { id: 'NRDC', company: 'Nordic Cable', sector: 'Industrials', price: 48.2 },
  { id: 'HLTH', company: 'Healthwell', sector: 'Health care', price: 132.75 },
  { id: 'SUNP', company: 'Sunpeak Solar', sector: 'Energy', price: 21.4 },
  { id: 'GRNF', company: 'Greenfield Foods', sector: 'Consumer staples', price: 67.05 },
  { id: 'QBIT', company: 'Qubit Labs', sector: 'Technology', price: 310.9 },
  { id: 'MRLN', company: 'Marlin Shipping', sector: 'Industrials', price: 15.6 },
  { id: 'ORCH', company: 'Orchid Pharma', sector: 'Health care', price: 88.3 },
  { id: 'VOLT', company: 'Voltline Motors', sector: 'Consumer goods', price: 54.1 },
];

type Position = 'top' | 'bottom';

export default function ControlledRowPinning() {
  // Which rows are pinned, and where. A pinned row must not also be in `rows`.
  const [pinned, setPinned] = React.useState<Record<string, Position>>({ QBIT: 'top' });

  const rows = React.useMemo(() => ALL_ROWS.filter((row) => !pinned[row.id]), [pinned]);
  const pinnedRows = React.useMemo<GridPinnedRowsProp<Stock>>(
    () => ({
      top: ALL_ROWS.filter((row) => pinned[row.id] === 'top'),
      bottom: ALL_ROWS.filter((row) => pinned[row.id] === 'bottom'),
    }),
    [pinned],
  );

  const columns = React.useMemo<GridColDef<Stock>[]>(() => {
    const pin = (id: GridRowId, position: Position | null) =>
      setPinned((previous) => {
        const next = { ...previous };
        if (position) {
          next[String(id)] = position;
        } else {
          delete next[String(id)];
        }
        return next;
      });

    return [
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Pin',
        width: 90,
        getActions: (params: GridRowParams<Stock>) => {
          const position = pinned[String(params.id)];
          if (position) {
            return [
              <GridActionsCellItem
                key="unpin"
                icon={<PushPinOutlinedIcon />}
                label={`Unpin ${params.row.company}`}
                onClick={() => pin(params.id, null)}
              />,
            ];
          }
          return [
            <GridActionsCellItem
              key="top"
              icon={<VerticalAlignTopIcon />}
              label={`Pin ${params.row.company} to the top`}
              onClick={() => pin(params.id, 'top')}
            />,
            <GridActionsCellItem
              key="bottom"
              icon={<VerticalAlignBottomIcon />}
              label={`Pin ${params.row.company} to the bottom`}
              onClick={() => pin(params.id, 'bottom')}
            />,
          ];
        },
      },
      { field: 'id', headerName: 'Ticker', width: 90 },
      { field: 'company', headerName: 'Company', flex: 1, minWidth: 160 },
      { field: 'sector', headerName: 'Sector', width: 150 },
      { field: 'price', headerName: 'Price', type: 'number', width: 100 },
    ];
  }, [pinned]);

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} hideFooter />
    </Box>
  );
}
