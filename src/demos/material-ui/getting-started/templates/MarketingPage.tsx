import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AutorenewRounded from '@mui/icons-material/AutorenewRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import FlutterDashRounded from '@mui/icons-material/FlutterDashRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';

const navLinks = ['Features', 'Pricing', 'Customers', 'FAQ'];

const features = [
  {
    icon: <ReceiptLongRounded />,
    title: 'Invoices in two minutes',
    text: 'Start from your last invoice, add hours from the timer and send a branded PDF with a pay link.',
  },
  {
    icon: <AutorenewRounded />,
    title: 'Reminders that send themselves',
    text: 'Kestrel nudges late clients politely after 3, 7 and 14 days, so you never write that email again.',
  },
  {
    icon: <InsightsRounded />,
    title: 'Cash flow at a glance',
    text: 'See what is paid, what is due this month and what to set aside for tax, per client and per project.',
  },
];

const testimonials = [
  {
    name: 'Priya Natarajan',
    role: 'Illustrator, Leeds',
    quote: 'I used to spend Friday afternoons chasing payments. Now my clients pay within nine days on average.',
  },
  {
    name: 'Tomás Herrera',
    role: 'Founder, Alder & Finch Studio',
    quote: 'Five designers, one shared client list and recurring retainers. Month-end takes us an hour.',
  },
];

const faqs = [
  {
    question: 'Can I import invoices from my current tool?',
    answer: 'Yes. Upload a CSV export and Kestrel maps clients, line items and payment status for you.',
  },
  {
    question: 'Which payment methods do clients see?',
    answer: 'Cards, Apple Pay, Google Pay and bank transfer in 34 currencies. Payouts reach you in two working days.',
  },
  {
    question: 'What happens when the trial ends?',
    answer: 'You keep read access to everything and can pick a plan or export your data at any time.',
  },
];

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function MarketingPage() {
  const [menuOpen, setMenuOpen] = React.useState(false);
  const [email, setEmail] = React.useState('');
  const [submitted, setSubmitted] = React.useState(false);
  const [sentTo, setSentTo] = React.useState<string | null>(null);
  const emailValid = emailPattern.test(email);

  const handleSubmit = (event: React.SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    // Create the trial account here, then confirm.
    if (emailValid) setSentTo(email);
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
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 1 }}>
          <FlutterDashRounded color="primary" />
          <Typography variant="h6" component="span" sx={{ fontWeight: 700, flexGrow: 1 }}>
            Kestrel
          </Typography>
          <Box component="nav" aria-label="Main" sx={{ display: { '@': 'none', '@720': 'flex' }, gap: 0.5 }}>
            {navLinks.map((link) => (
              <Button key={link} color="inherit" size="small">
                {link}
              </Button>
            ))}
          </Box>
          <Button variant="text" size="small" sx={{ display: { '@': 'none', '@sm': 'inline-flex' } }}>
            Sign in
          </Button>
          <Button variant="contained" size="small">
            Start free
          </Button>
          <IconButton
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen((open) => !open)}
            sx={{ display: { '@720': 'none' } }}
          >
            {menuOpen ? <CloseRounded /> : <MenuRounded />}
          </IconButton>
        </Toolbar>
        <Collapse in={menuOpen} sx={{ display: { '@720': 'none' } }}>
          <Stack component="nav" aria-label="Main" sx={{ px: 2, pb: 2 }}>
            {navLinks.map((link) => (
              <Button
                key={link}
                color="inherit"
                sx={{ justifyContent: 'flex-start' }}
                onClick={() => setMenuOpen(false)}
              >
                {link}
              </Button>
            ))}
          </Stack>
        </Collapse>
      </AppBar>

      <Box
        sx={(theme) => ({
          py: { '@': 5, '@sm': 8 },
          background: `radial-gradient(ellipse at top, ${theme.alpha((theme.vars ?? theme).palette.primary.main, 0.16)}, transparent 70%)`,
        })}
      >
        <Container
          sx={{
            display: 'grid',
            gap: 5,
            alignItems: 'center',
            gridTemplateColumns: { '@': '1fr', '@720': '1.1fr 0.9fr' },
          }}
        >
          <div>
            <Chip label="New: recurring retainers" color="primary" variant="outlined" size="small" sx={{ mb: 2 }} />
            <Typography variant="h3" component="h2" sx={{ fontSize: { '@': '2rem', '@sm': '3rem' }, fontWeight: 700 }}>
              Get paid for your work, not for your paperwork
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 2, mb: 3, fontSize: '1.1rem' }}>
              Kestrel sends the invoices, follows up on late payments and tells you what you can spend. Built for
              freelancers and studios of up to 25 people.
            </Typography>
            {sentTo ? (
              <Typography role="status" color="success.main" sx={{ fontWeight: 500 }}>
                Check {sentTo} for a link to set up your workspace.
              </Typography>
            ) : (
              <Box
                component="form"
                noValidate
                onSubmit={handleSubmit}
                sx={{ display: 'flex', flexDirection: { '@': 'column', '@sm': 'row' }, gap: 1, maxWidth: 460 }}
              >
                <TextField
                  label="Work email"
                  type="email"
                  size="small"
                  fullWidth
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  error={submitted && !emailValid}
                  helperText={
                    submitted && !emailValid
                      ? 'Enter an email address such as you@studio.com.'
                      : '14-day trial, no card required.'
                  }
                />
                <Button type="submit" variant="contained" sx={{ flexShrink: 0, alignSelf: 'flex-start', height: 40 }}>
                  Start free trial
                </Button>
              </Box>
            )}
          </div>
          <Paper variant="outlined" sx={{ p: 3, borderRadius: 3, boxShadow: 6 }} aria-label="Example invoice">
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
              <Typography variant="subtitle2" component="p">
                Invoice #0142
              </Typography>
              <Chip label="Paid" color="success" size="small" />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              Billed to Alder &amp; Finch Studio
            </Typography>
            <Divider sx={{ my: 2 }} />
            {[
              ['Brand workshop (2 days)', '$2,400.00'],
              ['Logo refinements, 6 h', '$540.00'],
              ['Print-ready files', '$180.00'],
            ].map(([item, amount]) => (
              <Stack key={item} direction="row" sx={{ justifyContent: 'space-between', py: 0.5 }}>
                <Typography variant="body2">{item}</Typography>
                <Typography variant="body2">{amount}</Typography>
              </Stack>
            ))}
            <Divider sx={{ my: 2 }} />
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography sx={{ fontWeight: 700 }}>Total</Typography>
              <Typography sx={{ fontWeight: 700 }}>$3,120.00</Typography>
            </Stack>
          </Paper>
        </Container>
      </Box>

      <Container sx={{ py: 4, textAlign: 'center' }}>
        <Typography variant="overline" color="text.secondary">
          Trusted by 4,000 independent businesses
        </Typography>
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', justifyContent: 'center', columnGap: 4, rowGap: 1, mt: 1, color: 'text.secondary' }}
        >
          {['Alder & Finch', 'Northlight Films', 'Basalt Studio', 'Maple Row', 'Quayside Audio'].map((name) => (
            <Typography key={name} sx={{ fontWeight: 700, letterSpacing: 0.5 }}>
              {name}
            </Typography>
          ))}
        </Stack>
      </Container>

      <Container sx={{ py: { '@': 4, '@sm': 6 } }}>
        <Typography
          variant="h4"
          component="h2"
          sx={{ fontSize: { '@': '1.75rem', '@sm': '2.125rem' }, fontWeight: 700, mb: 3 }}
        >
          Everything between the work and the payment
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { '@': '1fr', '@sm': 'repeat(3, 1fr)' } }}>
          {features.map((feature) => (
            <Card key={feature.title} variant="outlined" sx={{ p: 3 }}>
              <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', mb: 2 }}>{feature.icon}</Avatar>
              <Typography variant="h6" component="h3" gutterBottom>
                {feature.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {feature.text}
              </Typography>
            </Card>
          ))}
        </Box>
      </Container>

      <Box sx={{ bgcolor: 'action.hover', py: { '@': 4, '@sm': 6 } }}>
        <Container sx={{ display: 'grid', gap: 2, gridTemplateColumns: { '@': '1fr', '@sm': '1fr 1fr' } }}>
          {testimonials.map((person) => (
            <Card key={person.name} component="figure" variant="outlined" sx={{ m: 0, p: 3 }}>
              <Typography component="blockquote" sx={{ m: 0, mb: 2 }}>
                “{person.quote}”
              </Typography>
              <Stack component="figcaption" direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Avatar sx={{ bgcolor: 'secondary.main' }}>{person.name.charAt(0)}</Avatar>
                <div>
                  <Typography variant="subtitle2" component="p">
                    {person.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {person.role}
                  </Typography>
                </div>
              </Stack>
            </Card>
          ))}
        </Container>
      </Box>

      <Container maxWidth="md" sx={{ py: { '@': 4, '@sm': 6 } }}>
        <Typography
          variant="h4"
          component="h2"
          sx={{ fontSize: { '@': '1.75rem', '@sm': '2.125rem' }, fontWeight: 700, mb: 3 }}
        >
          Questions, answered
        </Typography>
        {faqs.map((faq) => (
          <Accordion key={faq.question} disableGutters variant="outlined">
            <AccordionSummary expandIcon={<ExpandMoreRounded />}>
              <Typography sx={{ fontWeight: 500 }}>{faq.question}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography color="text.secondary">{faq.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Container>

      <Divider />
      <Container
        component="footer"
        sx={{ py: 3, display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'center' }}
      >
        <Typography variant="body2" color="text.secondary">
          © 2025 Kestrel Software Ltd.
        </Typography>
        <Stack direction="row" spacing={2}>
          {['Privacy', 'Terms', 'Contact'].map((link) => (
            <Link key={link} component="button" type="button" variant="body2" color="text.secondary">
              {link}
            </Link>
          ))}
        </Stack>
      </Container>
    </Box>
  );
}
