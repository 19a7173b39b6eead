import * as React from 'react';
import Button from '@mui/material/Button';

function Exploding(): React.ReactNode {
  throw new Error('The button asked this component to fail while rendering.');
}

export default function ThrowOnDemand() {
  const [broken, setBroken] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="outlined" color="error" onClick={() => setBroken(true)}>
        Throw an error
      </Button>
      {broken && <Exploding />}
    </React.Fragment>
  );
}
