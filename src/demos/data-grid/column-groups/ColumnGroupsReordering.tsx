import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid-pro';

interface Athlete {
  id: number;
  name: string;
  country: string;
  swim: string;
  bike: string;
  run: string;
  total: string;
}

const rows: Athlete[] = [
  { id: 1, name: 'Freya Olsen', country: 'Norway', swim: '0:58:12', bike: '4:41:30', run: '3:02:44', total: '8:49:01' },
  {
    id: 2,
    name: 'Sam Whitfield',
    country: 'Australia',
    swim: '0:54:40',
    bike: '4:49:05',
    run: '3:05:12',
    total: '8:55:17',
  },
  { id: 3, name: 'Lucía Romero', country: 'Spain', swim: '1:01:03', bike: '4:38:47', run: '3:09:30', total: '8:56:02' },
  {
    id: 4,
    name: 'Jonas Keller',
    country: 'Switzerland',
    swim: '0:57:25',
    bike: '4:44:58',
    run: '3:11:06',
    total: '9:00:11',
  },
  { id: 5, name: 'Maya Brooks', country: 'Canada', swim: '0:59:49', bike: '4:52:16', run: '3:01:58', total: '9:01:47' },
];

const columns: GridColDef<Athlete>[] = [
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'swim', headerName: 'Swim', width: 100 },
  { field: 'bike', headerName: 'Bike', width: 100 },
  { field: 'run', headerName: 'Run', width: 100 },
  { field: 'total', headerName: 'Total', width: 100 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  // Its columns can be reordered inside the group only.
  { groupId: 'athlete', headerName: 'Athlete', children: [{ field: 'name' }, { field: 'country' }] },
  // Its columns can leave the group: dropped elsewhere, they split it in two.
  {
    groupId: 'splits',
    headerName: 'Split times (free reordering)',
    freeReordering: true,
    children: [{ field: 'swim' }, { field: 'bike' }, { field: 'run' }],
  },
];

export default function ColumnGroupsReordering() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} columnGroupingModel={columnGroupingModel} hideFooter />
    </Box>
  );
}
