import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Review {
  id: number;
  product: string;
  author: string;
  rating: number;
  comment: string;
}

const rows: Review[] = [
  {
    id: 1,
    product: 'Cast-iron skillet',
    author: 'Megan O’Neill',
    rating: 5,
    comment: 'Heats evenly, holds the heat for ages and came pre-seasoned. Heavy, but that is the point of it.',
  },
  {
    id: 2,
    product: 'Pour-over kettle',
    author: 'Rahul Desai',
    rating: 4,
    comment: 'The gooseneck gives great control. The lid rattles a little when the water boils.',
  },
  {
    id: 3,
    product: 'Chef knife 20 cm',
    author: 'Anna Kowalska',
    rating: 5,
    comment: 'Sharp out of the box and well balanced. Hand wash only, which is fine for a knife of this quality.',
  },
  {
    id: 4,
    product: 'Bamboo cutting board',
    author: 'Luis Romero',
    rating: 3,
    comment: 'Looks nice, but it warped slightly after a few weeks near the sink.',
  },
];

const columns: GridColDef<Review>[] = [
  { field: 'product', headerName: 'Product', width: 170 },
  { field: 'author', headerName: 'Author', width: 140 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  { field: 'comment', headerName: 'Comment', flex: 1, minWidth: 200 },
];

export default function CellSlotProps() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [text, setText] = React.useState('');

  // Show the full text of a cell only when it is cut off.
  const show = (event: React.SyntheticEvent) => {
    const cell = event.currentTarget;
    if (cell instanceof HTMLElement && cell.scrollWidth > cell.clientWidth) {
      setText(cell.textContent ?? '');
      setAnchor(cell);
    }
  };
  const hide = () => setAnchor(null);

  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        slotProps={{
          // The same handlers work for the pointer and for keyboard focus.
          cell: { onMouseEnter: show, onMouseLeave: hide, onFocus: show, onBlur: hide },
        }}
      />
      <Popper open={anchor !== null} anchorEl={anchor} placement="bottom-start" sx={{ zIndex: 'tooltip' }}>
        <Paper elevation={4} sx={{ p: 1.5, maxWidth: 360 }}>
          <Typography variant="body2">{text}</Typography>
        </Paper>
      </Popper>
    </Box>
  );
}
