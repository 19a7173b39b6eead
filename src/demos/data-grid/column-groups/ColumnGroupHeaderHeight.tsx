import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid';

interface Match {
  id: number;
  home: string;
  away: string;
  homeGoals: number;
  awayGoals: number;
  homeShots: number;
  awayShots: number;
}

const rows: Match[] = [
  { id: 1, home: 'Ajax', away: 'PSV', homeGoals: 2, awayGoals: 2, homeShots: 14, awayShots: 11 },
  { id: 2, home: 'Benfica', away: 'Porto', homeGoals: 1, awayGoals: 0, homeShots: 9, awayShots: 12 },
  { id: 3, home: 'Celtic', away: 'Rangers', homeGoals: 3, awayGoals: 1, homeShots: 17, awayShots: 8 },
  { id: 4, home: 'Lyon', away: 'Marseille', homeGoals: 0, awayGoals: 1, homeShots: 10, awayShots: 7 },
  { id: 5, home: 'Napoli', away: 'Roma', homeGoals: 2, awayGoals: 1, homeShots: 15, awayShots: 13 },
];

const columns: GridColDef<Match>[] = [
  { field: 'home', headerName: 'Home', width: 120 },
  { field: 'away', headerName: 'Away', width: 120 },
  { field: 'homeGoals', headerName: 'Home', type: 'number', width: 90 },
  { field: 'awayGoals', headerName: 'Away', type: 'number', width: 90 },
  { field: 'homeShots', headerName: 'Home', type: 'number', width: 90 },
  { field: 'awayShots', headerName: 'Away', type: 'number', width: 90 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  { groupId: 'teams', headerName: 'Teams', children: [{ field: 'home' }, { field: 'away' }] },
  { groupId: 'goals', headerName: 'Goals', children: [{ field: 'homeGoals' }, { field: 'awayGoals' }] },
  { groupId: 'shots', headerName: 'Shots', children: [{ field: 'homeShots' }, { field: 'awayShots' }] },
];

export default function ColumnGroupHeaderHeight() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        // Group rows are 36px tall, the row of column headers stays at 48px.
        columnGroupHeaderHeight={36}
        columnHeaderHeight={48}
        density="compact"
        hideFooter
      />
    </Box>
  );
}
