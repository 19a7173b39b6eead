import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  gridDetailPanelExpandedRowsContentCacheSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRenderCellParams,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Property {
  id: number;
  address: string;
  city: string;
  rent: number;
  notes: string;
}

const rows: Property[] = [
  {
    id: 1,
    address: '14 Rue Oberkampf',
    city: 'Paris',
    rent: 1850,
    notes: 'Fourth floor, no lift. Lease renewal due in September.',
  },
  { id: 2, address: '221 King Street West', city: 'Toronto', rent: 2400, notes: '' },
  {
    id: 3,
    address: 'Calle de Atocha 52',
    city: 'Madrid',
    rent: 1290,
    notes: 'Tenant asked to repaint the bedroom; quote requested.',
  },
  { id: 4, address: 'Kastanienallee 8', city: 'Berlin', rent: 1475, notes: '' },
  {
    id: 5,
    address: 'Via Tortona 31',
    city: 'Milan',
    rent: 1620,
    notes: 'Boiler serviced in March. Next inspection in 2026.',
  },
];

const eur = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

function DetailPanelToggle({ id, value: isExpanded }: GridRenderCellParams<Property, boolean>) {
  const apiRef = useGridApiContext();
  // Rows whose getDetailPanelContent returns null have no panel to open.
  const contentCache = useGridSelector(apiRef, gridDetailPanelExpandedRowsContentCacheSelector);
  const hasDetail = React.isValidElement(contentCache[id]);

  return (
    // No onClick needed: a click on an element inside this column's cells toggles the panel.
    <IconButton
      size="small"
      tabIndex={-1}
      disabled={!hasDetail}
      aria-label={isExpanded ? 'Hide notes' : 'Show notes'}
      aria-expanded={isExpanded}
    >
      <ExpandMoreIcon
        fontSize="small"
        sx={(theme) => ({
          transform: `rotateZ(${isExpanded ? 180 : 0}deg)`,
          transition: theme.transitions.create('transform', { duration: theme.transitions.duration.shortest }),
        })}
      />
    </IconButton>
  );
}

const columns: GridColDef<Property>[] = [
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 180 },
  { field: 'city', headerName: 'City', width: 110 },
  {
    field: 'rent',
    headerName: 'Monthly rent',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => eur.format(value),
  },
  // Listing the toggle column moves it: here it becomes the last column.
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: 'Notes',
    renderCell: (params: GridRenderCellParams<Property, boolean>) => <DetailPanelToggle {...params} />,
  },
];

export default function CustomDetailPanelToggle() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Property>) =>
      row.notes ? (
        <Box sx={{ px: 3, py: 1.5, height: 1, bgcolor: 'action.hover' }}>
          <Typography variant="body2">{row.notes}</Typography>
        </Box>
      ) : null,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 52, []);

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
      />
    </Box>
  );
}
