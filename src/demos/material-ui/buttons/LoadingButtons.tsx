import * as React from 'react';
import Button from '@mui/material/Button';
import SaveIcon from '@mui/icons-material/Save';
import SendIcon from '@mui/icons-material/Send';

type Action = 'pay' | 'save' | 'send';

export default function LoadingButtons() {
  const [pending, setPending] = React.useState<Action | null>(null);

  // Simulates a two-second request after each click.
  React.useEffect(() => {
    if (pending === null) {
      return undefined;
    }
    const timer = window.setTimeout(() => setPending(null), 2000);
    return () => window.clearTimeout(timer);
  }, [pending]);

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      <Button variant="contained" loading={pending === 'pay'} onClick={() => setPending('pay')}>
        Pay $49.00
      </Button>
      <Button
        variant="outlined"
        loading={pending === 'save'}
        loadingPosition="start"
        startIcon={<SaveIcon />}
        onClick={() => setPending('save')}
      >
        Save
      </Button>
      <Button
        variant="contained"
        loading={pending === 'send'}
        loadingPosition="end"
        endIcon={<SendIcon />}
        onClick={() => setPending('send')}
      >
        Send
      </Button>
    </div>
  );
}
