import Button from '@mui/material/Button';

export default function BasicButtons() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      <Button variant="text">Preview</Button>
      <Button variant="outlined">Save draft</Button>
      <Button variant="contained">Publish</Button>
    </div>
  );
}
