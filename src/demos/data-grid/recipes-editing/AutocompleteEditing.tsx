import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import { DataGrid, useGridApiContext, type GridColDef, type GridRenderEditCellParams } from '@mui/x-data-grid';

interface Trip {
  id: number;
  traveller: string;
  purpose: string;
  destination: string;
  nights: number;
}

const DESTINATIONS = [
  'Amsterdam, Netherlands',
  'Athens, Greece',
  'Barcelona, Spain',
  'Berlin, Germany',
  'Boston, United States',
  'Buenos Aires, Argentina',
  'Cape Town, South Africa',
  'Dubai, United Arab Emirates',
  'Dublin, Ireland',
  'Istanbul, Türkiye',
  'Kyoto, Japan',
  'Lisbon, Portugal',
  'Melbourne, Australia',
  'Mexico City, Mexico',
  'Montreal, Canada',
  'Nairobi, Kenya',
  'Prague, Czechia',
  'Seoul, South Korea',
  'Singapore, Singapore',
  'Vienna, Austria',
];

const rows: Trip[] = [
  { id: 1, traveller: 'Grace Liu', purpose: 'Sales conference', destination: 'Barcelona, Spain', nights: 3 },
  { id: 2, traveller: 'Oscar Nilsson', purpose: 'Customer visit', destination: 'Dublin, Ireland', nights: 2 },
  { id: 3, traveller: 'Amara Obi', purpose: 'Team offsite', destination: 'Lisbon, Portugal', nights: 4 },
  { id: 4, traveller: 'Victor Hugo Alves', purpose: 'Trade fair', destination: 'Berlin, Germany', nights: 3 },
  { id: 5, traveller: 'Hana Novak', purpose: 'Partner training', destination: 'Seoul, South Korea', nights: 5 },
];

function DestinationEditCell(props: GridRenderEditCellParams<Trip, string>) {
  const { id, field, value, hasFocus } = props;
  const apiRef = useGridApiContext();
  const inputRef = React.useRef<HTMLInputElement>(null);

  React.useEffect(() => {
    if (hasFocus) {
      inputRef.current?.focus();
    }
  }, [hasFocus]);

  const handleChange = (event: React.SyntheticEvent, newValue: string) => {
    apiRef.current.setEditCellValue({ id, field, value: newValue }, event);
  };

  return (
    <Autocomplete
      value={value ?? ''}
      onChange={handleChange}
      options={DESTINATIONS}
      autoHighlight
      openOnFocus
      disableClearable
      fullWidth
      sx={{ height: '100%' }}
      slotProps={{ popper: { sx: { minWidth: 260 } } }}
      renderInput={(params) => (
        <InputBase
          ref={params.InputProps.ref}
          inputProps={{ ...params.inputProps, 'aria-label': 'Destination' }}
          inputRef={inputRef}
          fullWidth
          sx={{ height: '100%', px: 1.25, fontSize: 'inherit' }}
        />
      )}
    />
  );
}

const columns: GridColDef<Trip>[] = [
  { field: 'traveller', headerName: 'Traveller', width: 160 },
  { field: 'purpose', headerName: 'Purpose', flex: 1, minWidth: 150 },
  {
    field: 'destination',
    headerName: 'Destination',
    width: 240,
    editable: true,
    renderEditCell: (params) => <DestinationEditCell {...params} />,
  },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 90, editable: true },
];

export default function AutocompleteEditing() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
