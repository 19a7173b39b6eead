import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BuildRounded from '@mui/icons-material/BuildRounded';
import FlutterDashRounded from '@mui/icons-material/FlutterDashRounded';

const affected = [
  { name: 'Invoices and quotes', impact: 'Read-only: you can open and download them, but not create or edit them.' },
  { name: 'Client payments', impact: 'Pay links keep working. Payments appear in Kestrel once we are back.' },
  { name: 'Payment reminders', impact: 'Reminders due during the window are sent at 03:45 UTC.' },
];

const timeline = [
  ['01:45 UTC', 'A banner in the app warns everyone who is signed in.'],
  ['02:00 UTC', 'Editing is paused; everything stays readable.'],
  ['03:30 UTC', 'Editing is back. We post an update on the status page.'],
];

export default function StickyFooter() {
  const [showDetails, setShowDetails] = React.useState(false);

  // The column fills at least 480 px here. In an app, use minHeight: '100dvh' so the
  // footer reaches the bottom of the window, and mt: 'auto' keeps it there.
  return (
    <Box
      sx={{
        containerType: 'inline-size',
        display: 'flex',
        flexDirection: 'column',
        minHeight: 480,
        bgcolor: 'background.default',
        color: 'text.primary',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'clip',
      }}
    >
      <Box
        component="header"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <FlutterDashRounded color="primary" />
        <Typography variant="h6" component="span" sx={{ flexGrow: 1, fontWeight: 700 }}>
          Kestrel
        </Typography>
        <Button variant="outlined" size="small">
          Back to dashboard
        </Button>
      </Box>

      {/* In an app this is the page's <main>; here the docs page already has one. */}
      <Container maxWidth="sm" sx={{ py: { '@': 4, '@sm': 6 } }}>
        <Chip
          icon={<BuildRounded />}
          label="Scheduled maintenance"
          color="warning"
          variant="outlined"
          size="small"
          sx={{ mb: 2 }}
        />
        <Typography
          variant="h4"
          component="h2"
          sx={{ fontSize: { '@': '1.5rem', '@sm': '2.125rem' }, fontWeight: 700 }}
        >
          Kestrel is read-only on Sunday, 6 April, from 02:00 to 03:30 UTC
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          We are moving our database to a new region to make invoices load faster for customers in Europe. No data is
          lost and you do not need to do anything.
        </Typography>
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, mt: 3, mb: 0 }}>
          {timeline.map(([time, text]) => (
            <Stack key={time} component="li" direction="row" spacing={2}>
              <Typography variant="body2" sx={{ fontWeight: 700, minWidth: 76, color: 'primary.main' }}>
                {time}
              </Typography>
              <Typography variant="body2">{text}</Typography>
            </Stack>
          ))}
        </Stack>
        <Button sx={{ mt: 2, ml: -1 }} aria-expanded={showDetails} onClick={() => setShowDetails((open) => !open)}>
          {showDetails ? 'Hide what is affected' : 'Show what is affected'}
        </Button>
        <Collapse in={showDetails}>
          <List>
            {affected.map((item) => (
              <ListItem key={item.name} disableGutters>
                <ListItemText primary={item.name} secondary={item.impact} />
              </ListItem>
            ))}
          </List>
          <Typography variant="body2" color="text.secondary">
            Questions? Write to support@kestrel.example and we will reply within a working day.
          </Typography>
        </Collapse>
      </Container>

      <Box
        component="footer"
        sx={{ mt: 'auto', py: 2.5, px: 2, bgcolor: 'action.hover', borderTop: 1, borderColor: 'divider' }}
      >
        <Container
          maxWidth="sm"
          disableGutters
          sx={{
            display: 'flex',
            flexDirection: { '@': 'column', '@sm': 'row' },
            gap: 1,
            justifyContent: 'space-between',
            alignItems: { '@sm': 'center' },
          }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <FlutterDashRounded color="primary" fontSize="small" />
            <Typography variant="body2" color="text.secondary">
              © 2025 Kestrel Software Ltd.
            </Typography>
          </Stack>
          <Stack direction="row" spacing={2}>
            {['Status', 'Privacy', 'Contact'].map((link) => (
              <Link key={link} component="button" type="button" variant="body2" color="text.secondary">
                {link}
              </Link>
            ))}
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}
