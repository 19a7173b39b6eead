import * as React from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';

export default function AddToCart() {
  const [items, setItems] = React.useState(0);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button variant="contained" onClick={() => setItems((count) => count + 1)}>
        Add to cart
      </Button>
      <Button variant="outlined" disabled={items === 0} onClick={() => setItems(0)}>
        Empty cart
      </Button>
      <Badge badgeContent={items} color="secondary" showZero>
        <ShoppingCartIcon titleAccess={`Cart: ${items} ${items === 1 ? 'item' : 'items'}`} />
      </Badge>
    </Stack>
  );
}
