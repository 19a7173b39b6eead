import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const countries: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'germany',
    label: 'Germany',
    children: [
      { id: 'berlin', label: 'Berlin' },
      { id: 'hamburg', label: 'Hamburg' },
      { id: 'munich', label: 'Munich' },
      { id: 'cologne', label: 'Cologne' },
    ],
  },
  {
    id: 'italy',
    label: 'Italy',
    children: [
      { id: 'rome', label: 'Rome' },
      { id: 'milan', label: 'Milan' },
      { id: 'naples', label: 'Naples' },
      { id: 'turin', label: 'Turin' },
    ],
  },
  {
    id: 'spain',
    label: 'Spain',
    children: [
      { id: 'madrid', label: 'Madrid' },
      { id: 'barcelona', label: 'Barcelona' },
      { id: 'valencia', label: 'Valencia' },
      { id: 'seville', label: 'Seville' },
    ],
  },
];

const cities = countries.flatMap((country) => country.children ?? []);

export default function ApiGetItemDOMElement() {
  const apiRef = useRichTreeViewApiRef();
  const scrollerRef = React.useRef<HTMLDivElement>(null);
  const [cityId, setCityId] = React.useState('seville');

  const scrollToCity = () => {
    const element = apiRef.current?.getItemDOMElement(cityId);
    const scroller = scrollerRef.current;
    if (!element || !scroller) {
      return;
    }
    // Scroll the list only, not the whole page.
    const offset = element.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
    scroller.scrollBy({ top: offset - 8, behavior: 'smooth' });
    apiRef.current?.focusItem(null, cityId);
  };

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="dom-element-city-label">City</InputLabel>
          <Select
            labelId="dom-element-city-label"
            label="City"
            value={cityId}
            onChange={(event) => setCityId(event.target.value)}
          >
            {cities.map((city) => (
              <MenuItem key={city.id} value={city.id}>
                {city.label}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Button variant="outlined" onClick={scrollToCity}>
          Scroll to city
        </Button>
      </Stack>
      <Box
        ref={scrollerRef}
        sx={{ height: 200, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <RichTreeView
          aria-label="Cities"
          items={countries}
          apiRef={apiRef}
          defaultExpandedItems={['germany', 'italy', 'spain']}
        />
      </Box>
    </Stack>
  );
}
