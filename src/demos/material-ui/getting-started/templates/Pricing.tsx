import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';

type Billing = 'monthly' | 'yearly';

interface Plan {
  name: string;
  description: string;
  monthly: number;
  yearly: number;
  cta: string;
  features: string[];
  popular?: boolean;
}

const plans: Plan[] = [
  {
    name: 'Solo',
    description: 'For freelancers sending a handful of invoices a month.',
    monthly: 0,
    yearly: 0,
    cta: 'Start for free',
    features: ['5 clients', 'Unlimited invoices', 'Card and bank payments', 'Email support'],
  },
  {
    name: 'Studio',
    description: 'For small teams that bill by the hour or by the project.',
    monthly: 24,
    yearly: 19,
    cta: 'Start 14-day trial',
    features: [
      'Unlimited clients',
      'Up to 5 team members',
      'Automatic payment reminders',
      'Recurring retainers',
      'Time tracking',
    ],
    popular: true,
  },
  {
    name: 'Agency',
    description: 'For agencies with several teams and an accountant.',
    monthly: 59,
    yearly: 47,
    cta: 'Talk to sales',
    features: [
      'Everything in Studio',
      'Up to 25 team members',
      'Multi-currency reports',
      'Accountant access',
      'Priority support',
    ],
  },
];

export default function Pricing() {
  const [billing, setBilling] = React.useState<Billing>('yearly');

  return (
    <Box
      sx={{
        containerType: 'inline-size',
        bgcolor: 'background.default',
        color: 'text.primary',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'clip',
      }}
    >
      <Container sx={{ py: { '@': 4, '@sm': 6 } }}>
        <Box sx={{ textAlign: 'center', maxWidth: 560, mx: 'auto', mb: 4 }}>
          <Typography variant="h3" component="h2" sx={{ fontSize: { '@': '2rem', '@sm': '3rem' }, fontWeight: 700 }}>
            Pricing that grows with your studio
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1.5, mb: 3 }}>
            Every plan includes unlimited invoices and no fees on top of the payment provider. Change or cancel any
            time.
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            aria-label="Billing period"
            value={billing}
            onChange={(_event, value: Billing | null) => {
              if (value !== null) setBilling(value);
            }}
          >
            <ToggleButton value="monthly" sx={{ px: 2 }}>
              Monthly
            </ToggleButton>
            <ToggleButton value="yearly" sx={{ px: 2 }}>
              Yearly, save 20 %
            </ToggleButton>
          </ToggleButtonGroup>
        </Box>

        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'stretch',
            gridTemplateColumns: { '@': '1fr', '@720': 'repeat(3, 1fr)' },
            maxWidth: { '@': 420, '@720': 'none' },
            mx: 'auto',
          }}
        >
          {plans.map((plan) => {
            const price = billing === 'yearly' ? plan.yearly : plan.monthly;
            return (
              <Card
                key={plan.name}
                variant="outlined"
                sx={(theme) => ({
                  p: 3,
                  display: 'flex',
                  flexDirection: 'column',
                  ...(plan.popular && {
                    borderColor: 'primary.main',
                    borderWidth: 2,
                    background: `linear-gradient(180deg, ${theme.alpha((theme.vars ?? theme).palette.primary.main, 0.1)}, transparent 60%)`,
                  }),
                })}
              >
                <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
                  <Typography variant="h6" component="h2">
                    {plan.name}
                  </Typography>
                  {plan.popular && <Chip label="Most popular" color="primary" size="small" />}
                </Box>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, minHeight: { '@720': 40 } }}>
                  {plan.description}
                </Typography>
                <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.5, mt: 2 }}>
                  <Typography component="p" variant="h3" sx={{ fontWeight: 700 }}>
                    ${price}
                  </Typography>
                  <Typography color="text.secondary">/ month</Typography>
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {price === 0
                    ? 'Free forever, for one person'
                    : billing === 'yearly'
                      ? `Per member, billed $${price * 12} a year`
                      : 'Per member, billed monthly'}
                </Typography>
                <Divider sx={{ my: 2 }} />
                <List dense disablePadding sx={{ flexGrow: 1, mb: 2 }}>
                  {plan.features.map((feature) => (
                    <ListItem key={feature} disableGutters>
                      <ListItemIcon sx={{ minWidth: 32, color: 'primary.main' }}>
                        <CheckRounded fontSize="small" />
                      </ListItemIcon>
                      <ListItemText primary={feature} />
                    </ListItem>
                  ))}
                </List>
                <Button variant={plan.popular ? 'contained' : 'outlined'} fullWidth>
                  {plan.cta}
                </Button>
              </Card>
            );
          })}
        </Box>

        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 4 }}>
          Prices exclude VAT. Non-profits and students get 50 % off any paid plan:{' '}
          <Link component="button" type="button" variant="body2" sx={{ verticalAlign: 'baseline' }}>
            apply for a discount
          </Link>
          .
        </Typography>
      </Container>
    </Box>
  );
}
