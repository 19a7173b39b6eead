import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridDensity } from '@mui/x-data-grid';

interface Patient {
  id: number;
  name: string;
  ward: string;
  bed: string;
  admitted: Date;
}

const rows: Patient[] = [
  { id: 1, name: 'Eleanor Hughes', ward: 'Cardiology', bed: 'C-12', admitted: new Date(2026, 1, 3) },
  { id: 2, name: 'Tomás Herrera', ward: 'Orthopedics', bed: 'O-04', admitted: new Date(2026, 1, 5) },
  { id: 3, name: 'Grace Njoroge', ward: 'Neurology', bed: 'N-09', admitted: new Date(2026, 1, 6) },
  { id: 4, name: 'Arjun Mehta', ward: 'Cardiology', bed: 'C-03', admitted: new Date(2026, 1, 8) },
  { id: 5, name: 'Lena Vogel', ward: 'Oncology', bed: 'K-15', admitted: new Date(2026, 1, 9) },
];

const columns: GridColDef<Patient>[] = [
  { field: 'name', headerName: 'Patient', flex: 1, minWidth: 160 },
  { field: 'ward', headerName: 'Ward', width: 130 },
  { field: 'bed', headerName: 'Bed', width: 80 },
  { field: 'admitted', headerName: 'Admitted', type: 'date', width: 120 },
];

export default function DensityControl() {
  const [density, setDensity] = React.useState<GridDensity>('compact');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        value={density}
        exclusive
        size="small"
        aria-label="Density"
        onChange={(_event, value: GridDensity | null) => {
          if (value !== null) {
            setDensity(value);
          }
        }}
        sx={{ mb: 1 }}
      >
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          density={density}
          onDensityChange={setDensity}
          aria-label="Admitted patients"
          hideFooter
        />
      </Box>
    </Box>
  );
}
