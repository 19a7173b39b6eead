import * as React from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FlutterDashRounded from '@mui/icons-material/FlutterDashRounded';
import Google from '@mui/icons-material/Google';
import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function SignIn() {
  const [email, setEmail] = React.useState('');
  const [password, setPassword] = React.useState('');
  const [remember, setRemember] = React.useState(true);
  const [showPassword, setShowPassword] = React.useState(false);
  const [submitted, setSubmitted] = React.useState(false);
  const [signedIn, setSignedIn] = React.useState(false);

  const emailError = submitted && !emailPattern.test(email);
  const passwordError = submitted && password.length < 8;

  const handleSubmit = (event: React.SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    // Replace this check with a call to your authentication service.
    setSignedIn(emailPattern.test(email) && password.length >= 8);
  };

  return (
    <Box
      sx={(theme) => ({
        containerType: 'inline-size',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: 560,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        color: 'text.primary',
        background: `radial-gradient(circle at 20% 0%, ${theme.alpha((theme.vars ?? theme).palette.primary.main, 0.18)}, transparent 55%), radial-gradient(circle at 90% 100%, ${theme.alpha((theme.vars ?? theme).palette.secondary.main, 0.14)}, transparent 50%)`,
        bgcolor: 'background.default',
      })}
    >
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 400, p: { '@': 3, '@sm': 4 }, boxShadow: 4 }}>
        <Avatar sx={{ bgcolor: 'primary.main', mb: 2 }}>
          <FlutterDashRounded />
        </Avatar>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          Sign in to Kestrel
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          Welcome back. Your invoices missed you.
        </Typography>

        {signedIn ? (
          <Alert
            severity="success"
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  setSignedIn(false);
                  setSubmitted(false);
                  setPassword('');
                }}
              >
                Sign out
              </Button>
            }
          >
            Signed in as {email}.
          </Alert>
        ) : (
          <Box
            component="form"
            noValidate
            onSubmit={handleSubmit}
            sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
          >
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              fullWidth
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={emailError}
              helperText={emailError ? 'Enter the email address you signed up with.' : undefined}
            />
            <TextField
              label="Password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              fullWidth
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={passwordError}
              helperText={passwordError ? 'Passwords are at least 8 characters long.' : undefined}
              slotProps={{
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton
                        aria-label={showPassword ? 'Hide password' : 'Show password'}
                        onClick={() => setShowPassword((visible) => !visible)}
                        edge="end"
                      >
                        {showPassword ? <VisibilityOffRounded /> : <VisibilityRounded />}
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
              <FormControlLabel
                control={<Checkbox checked={remember} onChange={(event) => setRemember(event.target.checked)} />}
                label="Remember me"
              />
              <Link component="button" type="button" variant="body2">
                Forgot password?
              </Link>
            </Stack>
            <Button type="submit" variant="contained" size="large" fullWidth>
              Sign in
            </Button>
            <Divider sx={{ typography: 'body2', color: 'text.secondary' }}>or</Divider>
            <Button variant="outlined" size="large" fullWidth startIcon={<Google />}>
              Continue with Google
            </Button>
          </Box>
        )}

        <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
          New to Kestrel?{' '}
          <Link component="button" type="button" variant="body2" sx={{ verticalAlign: 'baseline' }}>
            Create an account
          </Link>
        </Typography>
      </Card>
    </Box>
  );
}
