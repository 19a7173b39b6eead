import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AutorenewRounded from '@mui/icons-material/AutorenewRounded';
import FlutterDashRounded from '@mui/icons-material/FlutterDashRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';

interface Form {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  teamSize: string;
  updates: boolean;
}

const initialForm: Form = { firstName: '', lastName: '', email: '', password: '', teamSize: 'Just me', updates: false };
const teamSizes = ['Just me', '2 to 5 people', '6 to 25 people', 'More than 25 people'];
const strengthLabels = ['Too short', 'Weak', 'Fair', 'Good', 'Strong'] as const;
const strengthColors = ['error', 'error', 'warning', 'info', 'success'] as const;
const benefits = [
  { icon: <ReceiptLongRounded />, text: 'Send your first invoice in under two minutes' },
  { icon: <AutorenewRounded />, text: 'Automatic reminders for late payments' },
  { icon: <InsightsRounded />, text: 'Know what to set aside for tax each month' },
];

function passwordStrength(password: string): number {
  if (password.length < 8) return 0;
  return 1 + [/\d/, /[a-z].*[A-Z]|[A-Z].*[a-z]/, /[^A-Za-z0-9]/].filter((rule) => rule.test(password)).length;
}

export default function SignUp() {
  const [form, setForm] = React.useState<Form>(initialForm);
  const [submitted, setSubmitted] = React.useState(false);
  const [created, setCreated] = React.useState(false);

  const strength = passwordStrength(form.password);
  const errors = {
    firstName: form.firstName.trim() === '',
    lastName: form.lastName.trim() === '',
    email: !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email),
    password: strength === 0,
  };
  const update =
    (key: Exclude<keyof Form, 'updates'>) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setForm((current) => ({ ...current, [key]: event.target.value }));

  const handleSubmit = (event: React.SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    // Send the form to your sign-up endpoint here.
    setCreated(Object.values(errors).every((error) => !error));
  };

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
      <Box sx={{ display: 'grid', gridTemplateColumns: { '@': '1fr', '@720': '5fr 7fr' } }}>
        <Box
          sx={(theme) => {
            const palette = (theme.vars ?? theme).palette;
            return {
              p: { '@': 3, '@sm': 4 },
              color: palette.common.white,
              background: `linear-gradient(150deg, ${palette.primary.dark}, ${palette.secondary.dark})`,
              ...theme.applyStyles('dark', {
                color: palette.text.primary,
                background: `linear-gradient(150deg, ${theme.alpha(palette.primary.main, 0.32)}, ${theme.alpha(palette.secondary.main, 0.24)})`,
              }),
            };
          }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: { '@': 2, '@720': 6 } }}>
            <FlutterDashRounded />
            <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
              Kestrel
            </Typography>
          </Stack>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, mb: 3 }}>
            Free for 14 days. No card, no contract.
          </Typography>
          <Stack
            spacing={2}
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, display: { '@': 'none', '@sm': 'flex' } }}
          >
            {benefits.map((benefit) => (
              <Stack key={benefit.text} component="li" direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                {benefit.icon}
                <Typography>{benefit.text}</Typography>
              </Stack>
            ))}
          </Stack>
        </Box>

        <Box sx={{ p: { '@': 3, '@sm': 5 } }}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            Create your account
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            Already have one?{' '}
            <Link component="button" type="button" variant="body2" sx={{ verticalAlign: 'baseline' }}>
              Sign in
            </Link>
          </Typography>

          {created ? (
            <Alert severity="success">
              Welcome aboard, {form.firstName}! We sent a confirmation link to {form.email}.
            </Alert>
          ) : (
            <Box
              component="form"
              noValidate
              onSubmit={handleSubmit}
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { '@': '1fr', '@sm': '1fr 1fr' } }}
            >
              <TextField
                label="First name"
                required
                autoComplete="given-name"
                value={form.firstName}
                onChange={update('firstName')}
                error={submitted && errors.firstName}
              />
              <TextField
                label="Last name"
                required
                autoComplete="family-name"
                value={form.lastName}
                onChange={update('lastName')}
                error={submitted && errors.lastName}
              />
              <TextField
                label="Work email"
                type="email"
                required
                autoComplete="email"
                value={form.email}
                onChange={update('email')}
                error={submitted && errors.email}
                helperText={submitted && errors.email ? 'Enter an email address such as you@studio.com.' : undefined}
                sx={{ gridColumn: '1 / -1' }}
              />
              <Box sx={{ gridColumn: '1 / -1' }}>
                <TextField
                  label="Password"
                  type="password"
                  required
                  fullWidth
                  autoComplete="new-password"
                  value={form.password}
                  onChange={update('password')}
                  error={submitted && errors.password}
                  helperText="At least 8 characters. Mix in numbers, capitals and symbols to make it stronger."
                />
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 1 }}>
                  <LinearProgress
                    variant="determinate"
                    value={strength * 25}
                    color={strengthColors[strength]}
                    aria-label="Password strength"
                    aria-valuetext={strengthLabels[strength]}
                    sx={{ flexGrow: 1, height: 6, borderRadius: 3 }}
                  />
                  <Typography variant="caption" color="text.secondary" sx={{ minWidth: 64 }}>
                    {strengthLabels[strength]}
                  </Typography>
                </Stack>
              </Box>
              <TextField
                select
                label="Team size"
                value={form.teamSize}
                onChange={update('teamSize')}
                sx={{ gridColumn: '1 / -1' }}
              >
                {teamSizes.map((size) => (
                  <MenuItem key={size} value={size}>
                    {size}
                  </MenuItem>
                ))}
              </TextField>
              <FormControlLabel
                sx={{ gridColumn: '1 / -1' }}
                control={
                  <Checkbox
                    checked={form.updates}
                    onChange={(event) => setForm((current) => ({ ...current, updates: event.target.checked }))}
                  />
                }
                label="Send me product news, about once a month"
              />
              <Button type="submit" variant="contained" size="large" sx={{ gridColumn: '1 / -1' }}>
                Create account
              </Button>
              <Typography variant="caption" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
                By creating an account you agree to the Terms of Service and the Privacy Policy.
              </Typography>
            </Box>
          )}
        </Box>
      </Box>
    </Box>
  );
}
