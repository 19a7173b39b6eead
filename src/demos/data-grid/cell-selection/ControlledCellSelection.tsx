import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridCellSelectionModel, type GridColDef } from '@mui/x-data-grid-premium';

interface Shift {
  id: string;
  person: string;
  mon: string;
  tue: string;
  wed: string;
  thu: string;
  fri: string;
}

const rows: Shift[] = [
  { id: 'r1', person: 'Aisha Bello', mon: 'Early', tue: 'Early', wed: 'Off', thu: 'Late', fri: 'Late' },
  { id: 'r2', person: 'Bruno Costa', mon: 'Late', tue: 'Off', wed: 'Early', thu: 'Early', fri: 'Off' },
  { id: 'r3', person: 'Chloé Martin', mon: 'Off', tue: 'Late', wed: 'Late', thu: 'Off', fri: 'Early' },
  { id: 'r4', person: 'Daniel Kim', mon: 'Early', tue: 'Early', wed: 'Early', thu: 'Late', fri: 'Off' },
  { id: 'r5', person: 'Eva Lindström', mon: 'Late', tue: 'Late', wed: 'Off', thu: 'Early', fri: 'Early' },
  { id: 'r6', person: 'Farid Haddad', mon: 'Off', tue: 'Early', wed: 'Late', thu: 'Late', fri: 'Late' },
];

const DAYS = [
  ['mon', 'Monday'],
  ['tue', 'Tuesday'],
  ['wed', 'Wednesday'],
  ['thu', 'Thursday'],
  ['fri', 'Friday'],
] as const;

const columns: GridColDef<Shift>[] = [
  { field: 'person', headerName: 'Team member', flex: 1, minWidth: 150 },
  ...DAYS.map(([field, headerName]): GridColDef<Shift> => ({ field, headerName, width: 105 })),
];

// Rows map to the fields selected in them: here Tuesday and Wednesday of the first two people.
const INITIAL_MODEL: GridCellSelectionModel = {
  r1: { tue: true, wed: true },
  r2: { tue: true, wed: true },
};

function countCells(model: GridCellSelectionModel): number {
  return Object.values(model).reduce((sum, fields) => sum + Object.values(fields).filter(Boolean).length, 0);
}

export default function ControlledCellSelection() {
  const [cellSelectionModel, setCellSelectionModel] = React.useState<GridCellSelectionModel>(INITIAL_MODEL);

  const fridays = React.useCallback(() => {
    const model: GridCellSelectionModel = {};
    rows.forEach((row) => {
      model[row.id] = { fri: true };
    });
    setCellSelectionModel(model);
  }, []);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={fridays}>
          Select Friday
        </Button>
        <Button size="small" variant="outlined" onClick={() => setCellSelectionModel({})}>
          Clear
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {countCells(cellSelectionModel)} cells selected
        </Typography>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          cellSelectionModel={cellSelectionModel}
          onCellSelectionModelChange={setCellSelectionModel}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Stack>
  );
}
