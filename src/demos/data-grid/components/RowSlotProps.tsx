import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Property {
  id: number;
  address: string;
  city: string;
  bedrooms: number;
  price: number;
  agent: string;
}

const rows: Property[] = [
  { id: 1, address: '14 Rue des Martyrs', city: 'Paris', bedrooms: 2, price: 745000, agent: 'Claire Dubois' },
  { id: 2, address: '221 Calle de Serrano', city: 'Madrid', bedrooms: 3, price: 910000, agent: 'Javier Ruiz' },
  { id: 3, address: '8 Prinsengracht', city: 'Amsterdam', bedrooms: 1, price: 525000, agent: 'Sanne Bakker' },
  { id: 4, address: '37 Via Garibaldi', city: 'Turin', bedrooms: 4, price: 468000, agent: 'Giulia Conti' },
  { id: 5, address: '5 Nyhavn', city: 'Copenhagen', bedrooms: 2, price: 830000, agent: 'Mads Holm' },
];

const columns: GridColDef<Property>[] = [
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 170 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'bedrooms', headerName: 'Bedrooms', type: 'number', width: 100 },
  { field: 'price', headerName: 'Price (EUR)', type: 'number', width: 130 },
];

export default function RowSlotProps() {
  const [hovered, setHovered] = React.useState<Property | null>(null);

  // Each row element carries its id in data-id.
  const handleMouseEnter = (event: React.MouseEvent<HTMLDivElement>) => {
    const id = Number(event.currentTarget.dataset.id);
    setHovered(rows.find((row) => row.id === id) ?? null);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Paper variant="outlined" sx={{ px: 1.5, py: 1, minHeight: 48 }}>
        <Typography variant="body2">
          {hovered
            ? `${hovered.address}, ${hovered.city}: listed by ${hovered.agent}`
            : 'Point at a listing to see its agent.'}
        </Typography>
      </Paper>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          slotProps={{
            row: {
              onMouseEnter: handleMouseEnter,
              onMouseLeave: () => setHovered(null),
            },
          }}
        />
      </Box>
    </Stack>
  );
}
