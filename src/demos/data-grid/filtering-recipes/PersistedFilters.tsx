import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

interface Property {
  id: number;
  address: string;
  city: string;
  bedrooms: number;
  rent: number;
}

const rows: Property[] = [
  { id: 1, address: '12 Rue des Lilas', city: 'Paris', bedrooms: 2, rent: 1850 },
  { id: 2, address: '88 Kingsland Road', city: 'London', bedrooms: 1, rent: 1720 },
  { id: 3, address: '5 Via Tortona', city: 'Milan', bedrooms: 3, rent: 2100 },
  { id: 4, address: '230 Calle Mayor', city: 'Madrid', bedrooms: 2, rent: 1290 },
  { id: 5, address: '41 Rue Oberkampf', city: 'Paris', bedrooms: 1, rent: 1390 },
  { id: 6, address: '9 Prinsengracht', city: 'Amsterdam', bedrooms: 2, rent: 2250 },
  { id: 7, address: '17 Hackney Road', city: 'London', bedrooms: 3, rent: 2890 },
  { id: 8, address: '3 Rua Augusta', city: 'Lisbon', bedrooms: 2, rent: 1150 },
];

const eur = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

const columns: GridColDef<Property>[] = [
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 170 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'bedrooms', headerName: 'Bedrooms', type: 'number', width: 110 },
  {
    field: 'rent',
    headerName: 'Rent',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => eur.format(value),
  },
];

const STORAGE_KEY = 'rentals-grid-filter';
const EMPTY_FILTER: GridFilterModel = { items: [] };

export default function PersistedFilters() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(EMPTY_FILTER);

  // localStorage only exists in the browser, so read it after the first render.
  React.useEffect(() => {
    try {
      const saved = window.localStorage.getItem(STORAGE_KEY);
      if (saved) {
        setFilterModel(JSON.parse(saved) as GridFilterModel);
      }
    } catch {
      // A missing or unreadable entry leaves the grid unfiltered.
    }
  }, []);

  const handleFilterModelChange = (model: GridFilterModel) => {
    setFilterModel(model);
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(model));
    } catch {
      // Storage can be full or disabled: the filter still works, it is just not kept.
    }
  };

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        filterModel={filterModel}
        onFilterModelChange={handleFilterModelChange}
        hideFooterPagination
      />
    </Box>
  );
}
