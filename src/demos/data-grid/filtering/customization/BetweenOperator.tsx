import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid';

interface Listing {
  id: number;
  address: string;
  city: string;
  bedrooms: number;
  price: number;
}

const rows: Listing[] = [
  { id: 1, address: '12 Rua Augusta', city: 'Lisbon', bedrooms: 2, price: 385000 },
  { id: 2, address: '4 Baggot Street', city: 'Dublin', bedrooms: 3, price: 612000 },
  { id: 3, address: '88 Queen Street West', city: 'Toronto', bedrooms: 1, price: 449000 },
  { id: 4, address: '7 Bogstadveien', city: 'Oslo', bedrooms: 4, price: 1180000 },
  { id: 5, address: '21 Calle Berlín', city: 'Lima', bedrooms: 3, price: 214000 },
  { id: 6, address: '5 Kärntner Ring', city: 'Vienna', bedrooms: 2, price: 529000 },
  { id: 7, address: '310 Congress Avenue', city: 'Austin', bedrooms: 3, price: 698000 },
  { id: 8, address: '16 Dosan-daero', city: 'Seoul', bedrooms: 2, price: 757000 },
];

// The filter value of the operator: a lower and an upper bound, either of which may be empty.
type Range = [number | null, number | null];

function toRange(value: unknown): Range {
  return Array.isArray(value) ? [value[0] ?? null, value[1] ?? null] : [null, null];
}

function RangeInput(props: GridFilterInputValueProps) {
  const { item, applyValue, focusElementRef } = props;
  const [from, to] = toRange(item.value);

  const handleChange = (index: 0 | 1, text: string) => {
    const next: Range = [from, to];
    next[index] = text === '' ? null : Number(text);
    applyValue({ ...item, value: next });
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end', height: 48 }}>
      <TextField
        label="From"
        type="number"
        size="small"
        variant="standard"
        value={from ?? ''}
        onChange={(event) => handleChange(0, event.target.value)}
        inputRef={focusElementRef}
      />
      <TextField
        label="To"
        type="number"
        size="small"
        variant="standard"
        value={to ?? ''}
        onChange={(event) => handleChange(1, event.target.value)}
      />
    </Stack>
  );
}

const betweenOperator: GridFilterOperator<Listing, number> = {
  label: 'between',
  value: 'between',
  getApplyFilterFn: (filterItem) => {
    const [from, to] = toRange(filterItem.value);
    if (from === null && to === null) {
      return null;
    }
    return (value) => (from === null || value >= from) && (to === null || value <= to);
  },
  InputComponent: RangeInput,
};

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Listing>[] = [
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 180 },
  { field: 'city', headerName: 'City', width: 100 },
  { field: 'bedrooms', headerName: 'Bedrooms', type: 'number', width: 100 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => usd.format(value),
    filterOperators: [betweenOperator, ...getGridNumericOperators()],
  },
];

export default function BetweenOperator() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: { filterModel: { items: [{ field: 'price', operator: 'between', value: [400000, 700000] }] } },
        }}
      />
    </Box>
  );
}
