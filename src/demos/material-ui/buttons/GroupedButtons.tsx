import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';

export default function GroupedButtons() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 16 }}>
      <ButtonGroup variant="outlined" aria-label="Document actions">
        <Button>Edit</Button>
        <Button>Duplicate</Button>
        <Button>Archive</Button>
      </ButtonGroup>
      <ButtonGroup variant="contained" size="small" aria-label="Pagination">
        <Button>Previous</Button>
        <Button>Next</Button>
      </ButtonGroup>
    </div>
  );
}
