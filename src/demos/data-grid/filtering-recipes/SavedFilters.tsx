import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFilterPanel,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridFilterModel,
  type GridSlotProps,
} from '@mui/x-data-grid';

interface Car {
  id: number;
  model: string;
  fuel: 'Petrol' | 'Diesel' | 'Electric' | 'Hybrid';
  year: number;
  price: number;
}

const rows: Car[] = [
  { id: 1, model: 'Volkswagen Golf', fuel: 'Petrol', year: 2019, price: 16900 },
  { id: 2, model: 'Tesla Model 3', fuel: 'Electric', year: 2021, price: 31500 },
  { id: 3, model: 'Toyota Corolla', fuel: 'Hybrid', year: 2020, price: 19800 },
  { id: 4, model: 'Renault Zoe', fuel: 'Electric', year: 2018, price: 11200 },
  { id: 5, model: 'BMW 320d', fuel: 'Diesel', year: 2017, price: 17400 },
  { id: 6, model: 'Kia Niro', fuel: 'Hybrid', year: 2022, price: 24900 },
  { id: 7, model: 'Peugeot 208', fuel: 'Petrol', year: 2021, price: 15300 },
  { id: 8, model: 'Hyundai Kona', fuel: 'Electric', year: 2023, price: 29700 },
];

const eur = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

const columns: GridColDef<Car>[] = [
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 150 },
  {
    field: 'fuel',
    headerName: 'Fuel',
    type: 'singleSelect',
    valueOptions: ['Petrol', 'Diesel', 'Electric', 'Hybrid'],
    width: 110,
  },
  { field: 'year', headerName: 'Year', type: 'number', width: 90, valueFormatter: (value: number) => String(value) },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => eur.format(value),
  },
];

interface SavedFilter {
  name: string;
  model: GridFilterModel;
}

interface SavedFiltersValue {
  saved: SavedFilter[];
  setSaved: React.Dispatch<React.SetStateAction<SavedFilter[]>>;
}

// Shares the saved filters between the demo and the filter panel rendered by the grid.
const SavedFiltersContext = React.createContext<SavedFiltersValue | null>(null);

// The grid's own filter panel, with a section to save and apply named filters below it.
function FilterPanelWithSaved(props: GridSlotProps['filterPanel']) {
  const apiRef = useGridApiContext();
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const context = React.useContext(SavedFiltersContext);
  const [name, setName] = React.useState('');

  if (!context) {
    return <GridFilterPanel {...props} />;
  }
  const { saved, setSaved } = context;
  const canSave = name.trim() !== '' && filterModel.items.length > 0;

  return (
    <div>
      <GridFilterPanel {...props} />
      <Divider />
      <Box sx={{ p: 1.5 }}>
        <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
          Saved filters
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1.5 }}>
          {saved.length === 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              None yet
            </Typography>
          )}
          {saved.map((entry) => (
            <Chip
              key={entry.name}
              label={entry.name}
              size="small"
              onClick={() => apiRef.current.setFilterModel(entry.model)}
              onDelete={() => setSaved((list) => list.filter((item) => item.name !== entry.name))}
            />
          ))}
        </Stack>
        <Stack direction="row" spacing={1}>
          <TextField
            size="small"
            label="Name of this filter"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <Button
            size="small"
            variant="outlined"
            disabled={!canSave}
            onClick={() => {
              const entry = { name: name.trim(), model: filterModel };
              setSaved((list) => [...list.filter((item) => item.name !== entry.name), entry]);
              setName('');
            }}
          >
            Save
          </Button>
        </Stack>
      </Box>
    </div>
  );
}

export default function SavedFilters() {
  // In an app, load and store this list with your user's preferences.
  const [saved, setSaved] = React.useState<SavedFilter[]>([
    { name: 'Electric cars', model: { items: [{ field: 'fuel', operator: 'is', value: 'Electric' }] } },
    { name: 'Under €18,000', model: { items: [{ field: 'price', operator: '<', value: 18000 }] } },
  ]);
  const contextValue = React.useMemo(() => ({ saved, setSaved }), [saved]);

  return (
    <SavedFiltersContext.Provider value={contextValue}>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          slots={{ filterPanel: FilterPanelWithSaved }}
          hideFooterPagination
        />
      </Box>
    </SavedFiltersContext.Provider>
  );
}
