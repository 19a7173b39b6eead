import Button from '@mui/material/Button';

export default function ButtonSizes() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16 }}>
      <Button variant="outlined" size="small">
        Add note
      </Button>
      <Button variant="outlined" size="medium">
        Add to cart
      </Button>
      <Button variant="contained" size="large">
        Check out
      </Button>
    </div>
  );
}
