import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridLongTextCell, type GridColDef } from '@mui/x-data-grid';

interface Recipe {
  id: number;
  dish: string;
  minutes: number;
  steps: string;
}

// Steps are stored as one string, one step per line.
const rows: Recipe[] = [
  {
    id: 1,
    dish: 'Shakshuka',
    minutes: 30,
    steps:
      'Soften onion and peppers in olive oil.\nAdd garlic, cumin and paprika.\nPour in crushed tomatoes and simmer 10 minutes.\nMake wells, crack in the eggs, cover until set.',
  },
  {
    id: 2,
    dish: 'Mushroom risotto',
    minutes: 40,
    steps:
      'Brown the mushrooms and set aside.\nToast the rice with shallots.\nAdd hot stock a ladle at a time, stirring.\nFold in mushrooms, butter and parmesan.',
  },
  {
    id: 3,
    dish: 'Lemon drizzle cake',
    minutes: 55,
    steps:
      'Beat butter and sugar until pale.\nAdd eggs, then flour and lemon zest.\nBake 45 minutes at 180 °C.\nPour lemon syrup over the warm cake.',
  },
  {
    id: 4,
    dish: 'Chickpea curry',
    minutes: 35,
    steps:
      'Fry onion, ginger and garlic.\nAdd curry paste and cook for a minute.\nAdd chickpeas and coconut milk, simmer 20 minutes.\nFinish with spinach and lime juice.',
  },
];

function renderSteps(value: string | null) {
  const steps = (value ?? '').split('\n').filter(Boolean);
  return (
    <Box sx={{ maxWidth: 360 }}>
      <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
        {steps.length} steps
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Box>
    </Box>
  );
}

const columns: GridColDef<Recipe>[] = [
  { field: 'dish', headerName: 'Dish', width: 170 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
  {
    field: 'steps',
    headerName: 'Steps',
    type: 'longText',
    flex: 1,
    minWidth: 240,
    // Same cell as the `longText` type, with the popup content replaced by a numbered list.
    renderCell: (params) => <GridLongTextCell {...params} renderContent={renderSteps} />,
  },
];

export default function LongTextPopupContent() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
