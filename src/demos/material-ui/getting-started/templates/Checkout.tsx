import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import LocalCafeRounded from '@mui/icons-material/LocalCafeRounded';
import LockRounded from '@mui/icons-material/LockRounded';

interface Shipping {
  fullName: string;
  address: string;
  city: string;
  postcode: string;
  country: string;
  delivery: 'standard' | 'express';
}
interface Payment {
  cardName: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}

const steps = ['Shipping', 'Payment', 'Review'];
const countries = ['United States', 'Canada', 'United Kingdom', 'Germany', 'Australia'];
const items = [
  { name: 'Huila Pink Bourbon', detail: 'Whole bean, 250 g', quantity: 2, price: 16.5 },
  { name: 'Guji Natural', detail: 'Filter grind, 250 g', quantity: 1, price: 14 },
  { name: 'Ceramic burr hand grinder', detail: 'Matte black', quantity: 1, price: 42 },
];
const subtotal = items.reduce((sum, item) => sum + item.quantity * item.price, 0);
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const emptyShipping: Shipping = {
  fullName: '',
  address: '',
  city: '',
  postcode: '',
  country: 'United States',
  delivery: 'standard',
};
const emptyPayment: Payment = { cardName: '', cardNumber: '', expiry: '', cvc: '' };

function paymentErrors(payment: Payment) {
  return {
    cardName: payment.cardName.trim() === '',
    cardNumber: payment.cardNumber.replace(/\s/g, '').length !== 16,
    expiry: !/^(0[1-9]|1[0-2])\/\d{2}$/.test(payment.expiry),
    cvc: !/^\d{3,4}$/.test(payment.cvc),
  };
}

export default function Checkout() {
  const [step, setStep] = React.useState(0);
  const [attempted, setAttempted] = React.useState(false);
  const [shipping, setShipping] = React.useState<Shipping>(emptyShipping);
  const [payment, setPayment] = React.useState<Payment>(emptyPayment);

  const shippingCost = shipping.delivery === 'express' ? 9 : 0;
  const shippingErrors = {
    fullName: shipping.fullName.trim() === '',
    address: shipping.address.trim() === '',
    city: shipping.city.trim() === '',
    postcode: shipping.postcode.trim() === '',
  };
  const cardErrors = paymentErrors(payment);
  const stepValid = Object.values(step === 0 ? shippingErrors : step === 1 ? cardErrors : {}).every((error) => !error);
  const updateShipping = (key: keyof Shipping) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setShipping((current) => ({ ...current, [key]: event.target.value }));
  const updatePayment = (key: keyof Payment) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setPayment((current) => ({ ...current, [key]: event.target.value }));
  const formatCardNumber = (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const digits = event.target.value.replace(/\D/g, '').slice(0, 16);
    setPayment((current) => ({ ...current, cardNumber: digits.replace(/(\d{4})(?=\d)/g, '$1 ') }));
  };

  const handleNext = (event: React.SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (!stepValid) return;
    setAttempted(false);
    setStep((current) => current + 1);
  };
  const restart = () => {
    setShipping(emptyShipping);
    setPayment(emptyPayment);
    setStep(0);
  };
  const show = (error: boolean) => attempted && error;

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
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 1 }}>
          <LocalCafeRounded color="primary" />
          <Typography variant="h6" component="span" sx={{ flexGrow: 1, fontWeight: 700 }}>
            Copperline Coffee
          </Typography>
          <LockRounded fontSize="small" color="action" titleAccess="Secure checkout" />
          <Typography
            variant="body2"
            color="text.secondary"
            aria-hidden
            sx={{ display: { '@': 'none', '@sm': 'block' } }}
          >
            Secure checkout
          </Typography>
        </Toolbar>
      </AppBar>

      <Box
        sx={{
          p: { '@': 2, '@sm': 4 },
          display: 'grid',
          gap: 4,
          alignItems: 'start',
          gridTemplateColumns: { '@': '1fr', '@720': '1fr 280px' },
        }}
      >
        <Paper component="aside" variant="outlined" aria-label="Order summary" sx={{ p: 2.5, order: { '@720': 1 } }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            Order summary
          </Typography>
          {items.map((item) => (
            <Stack key={item.name} direction="row" spacing={2} sx={{ justifyContent: 'space-between', py: 1 }}>
              <div>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {item.quantity} × {item.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {item.detail}
                </Typography>
              </div>
              <Typography variant="body2">{usd.format(item.quantity * item.price)}</Typography>
            </Stack>
          ))}
          <Divider sx={{ my: 1 }} />
          {[
            ['Subtotal', subtotal],
            ['Shipping', shippingCost],
          ].map(([label, value]) => (
            <Stack key={label} direction="row" sx={{ justifyContent: 'space-between', py: 0.5 }}>
              <Typography variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography variant="body2">{value === 0 ? 'Free' : usd.format(Number(value))}</Typography>
            </Stack>
          ))}
          <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 1 }}>
            <Typography sx={{ fontWeight: 700 }}>Total</Typography>
            <Typography sx={{ fontWeight: 700 }}>{usd.format(subtotal + shippingCost)}</Typography>
          </Stack>
        </Paper>

        {step === steps.length ? (
          <Box role="status" sx={{ textAlign: 'center', py: 4 }}>
            <CheckCircleRounded color="success" sx={{ fontSize: 56 }} />
            <Typography variant="h5" component="h2" sx={{ mt: 1 }}>
              Thank you, {shipping.fullName.split(' ')[0]}!
            </Typography>
            <Typography color="text.secondary" sx={{ my: 2 }}>
              Order CC-20417 is confirmed. We roast on Tuesdays and Fridays, and you will get a tracking link once it
              ships.
            </Typography>
            <Button variant="outlined" onClick={restart}>
              Place another order
            </Button>
          </Box>
        ) : (
          <Box component="form" noValidate onSubmit={handleNext}>
            <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 3 }}>
              Checkout
            </Typography>
            <Stepper activeStep={step} alternativeLabel sx={{ mb: 4 }}>
              {steps.map((label) => (
                <Step key={label}>
                  <StepLabel>{label}</StepLabel>
                </Step>
              ))}
            </Stepper>

            {step === 0 && (
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { '@': '1fr', '@sm': '1fr 1fr' } }}>
                <TextField
                  label="Full name"
                  required
                  autoComplete="name"
                  value={shipping.fullName}
                  onChange={updateShipping('fullName')}
                  error={show(shippingErrors.fullName)}
                  sx={{ gridColumn: '1 / -1' }}
                />
                <TextField
                  label="Street address"
                  required
                  autoComplete="street-address"
                  value={shipping.address}
                  onChange={updateShipping('address')}
                  error={show(shippingErrors.address)}
                  sx={{ gridColumn: '1 / -1' }}
                />
                <TextField
                  label="City"
                  required
                  autoComplete="address-level2"
                  value={shipping.city}
                  onChange={updateShipping('city')}
                  error={show(shippingErrors.city)}
                />
                <TextField
                  label="Postcode"
                  required
                  autoComplete="postal-code"
                  value={shipping.postcode}
                  onChange={updateShipping('postcode')}
                  error={show(shippingErrors.postcode)}
                />
                <TextField
                  select
                  label="Country"
                  value={shipping.country}
                  onChange={updateShipping('country')}
                  sx={{ gridColumn: '1 / -1' }}
                >
                  {countries.map((country) => (
                    <MenuItem key={country} value={country}>
                      {country}
                    </MenuItem>
                  ))}
                </TextField>
                <Box sx={{ gridColumn: '1 / -1' }}>
                  <FormLabel id="delivery-label">Delivery</FormLabel>
                  <RadioGroup
                    aria-labelledby="delivery-label"
                    value={shipping.delivery}
                    onChange={updateShipping('delivery')}
                  >
                    <FormControlLabel value="standard" control={<Radio />} label="Standard, 3–5 working days (free)" />
                    <FormControlLabel value="express" control={<Radio />} label="Express, next working day ($9.00)" />
                  </RadioGroup>
                </Box>
              </Box>
            )}

            {step === 1 && (
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
                <TextField
                  label="Name on card"
                  required
                  autoComplete="cc-name"
                  value={payment.cardName}
                  onChange={updatePayment('cardName')}
                  error={show(cardErrors.cardName)}
                  sx={{ gridColumn: '1 / -1' }}
                />
                <TextField
                  label="Card number"
                  required
                  autoComplete="cc-number"
                  placeholder="4242 4242 4242 4242"
                  value={payment.cardNumber}
                  onChange={formatCardNumber}
                  error={show(cardErrors.cardNumber)}
                  helperText={show(cardErrors.cardNumber) ? 'Enter the 16 digits on the front of the card.' : ' '}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  sx={{ gridColumn: '1 / -1' }}
                />
                <TextField
                  label="Expiry (MM/YY)"
                  required
                  autoComplete="cc-exp"
                  value={payment.expiry}
                  onChange={updatePayment('expiry')}
                  error={show(cardErrors.expiry)}
                />
                <TextField
                  label="CVC"
                  required
                  autoComplete="cc-csc"
                  value={payment.cvc}
                  onChange={updatePayment('cvc')}
                  error={show(cardErrors.cvc)}
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
                />
              </Box>
            )}

            {step === 2 && (
              <Stack spacing={2}>
                <div>
                  <Typography variant="overline" color="text.secondary">
                    Ship to
                  </Typography>
                  <Typography>{shipping.fullName}</Typography>
                  <Typography color="text.secondary">
                    {shipping.address}, {shipping.postcode} {shipping.city}, {shipping.country}
                  </Typography>
                </div>
                <div>
                  <Typography variant="overline" color="text.secondary">
                    Pay with
                  </Typography>
                  <Typography>
                    Card ending in {payment.cardNumber.slice(-4)}, expires {payment.expiry}
                  </Typography>
                </div>
                <Typography variant="body2" color="text.secondary">
                  You will be charged {usd.format(subtotal + shippingCost)} when you place the order.
                </Typography>
              </Stack>
            )}

            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 3 }}>
              {step > 0 && <Button onClick={() => setStep((current) => current - 1)}>Back</Button>}
              <Button type="submit" variant="contained">
                {step === steps.length - 1 ? 'Place order' : 'Continue'}
              </Button>
            </Stack>
          </Box>
        )}
      </Box>
    </Box>
  );
}
