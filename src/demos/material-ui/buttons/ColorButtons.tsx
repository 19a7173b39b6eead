import Button from '@mui/material/Button';

export default function ColorButtons() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        <Button variant="contained" color="success">
          Approve
        </Button>
        <Button variant="contained" color="error">
          Delete account
        </Button>
        <Button variant="contained" color="secondary">
          Invite team
        </Button>
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        <Button variant="outlined" color="warning">
          Reset settings
        </Button>
        <Button variant="outlined" color="info">
          View changelog
        </Button>
        <Button variant="text" color="inherit">
          Not now
        </Button>
      </div>
    </div>
  );
}
