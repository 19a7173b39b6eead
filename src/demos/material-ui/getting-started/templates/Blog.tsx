import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import FlutterDashRounded from '@mui/icons-material/FlutterDashRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';

type Category = 'Pricing' | 'Clients' | 'Taxes' | 'Product';

interface Post {
  title: string;
  excerpt: string;
  category: Category;
  author: string;
  date: string;
  minutes: number;
}

const categories: Array<Category | 'All'> = ['All', 'Pricing', 'Clients', 'Taxes', 'Product'];

const featured: Post = {
  title: 'How we raised our day rate by 30 % without losing a single client',
  excerpt: 'Three studios share the emails they sent, the objections they heard and the numbers six months later.',
  category: 'Pricing',
  author: 'Hannah Okafor',
  date: '12 March 2025',
  minutes: 9,
};

const posts: Post[] = [
  {
    title: 'Deposits are not rude: a script for asking 40 % up front',
    excerpt: 'The wording that gets deposits paid on the same day, and when to skip them.',
    category: 'Clients',
    author: 'Marco Bellini',
    date: '6 March 2025',
    minutes: 5,
  },
  {
    title: 'Quarterly tax for freelancers, explained with one spreadsheet',
    excerpt: 'How much to set aside from each payment, and a calendar of the dates that matter.',
    category: 'Taxes',
    author: 'Aisha Rahman',
    date: '27 February 2025',
    minutes: 7,
  },
  {
    title: 'Recurring retainers are here',
    excerpt: 'Bill the same client every month, pause a cycle, and let Kestrel send the invoice on the 1st.',
    category: 'Product',
    author: 'Kestrel Team',
    date: '20 February 2025',
    minutes: 3,
  },
  {
    title: 'Fixed price or hourly? Let the project decide',
    excerpt: 'A one-page checklist for choosing how to quote discovery, delivery and maintenance work.',
    category: 'Pricing',
    author: 'Hannah Okafor',
    date: '11 February 2025',
    minutes: 6,
  },
  {
    title: 'Ending a client relationship gracefully',
    excerpt: 'Notice periods, handover notes and the final invoice, with templates you can adapt.',
    category: 'Clients',
    author: 'Marco Bellini',
    date: '3 February 2025',
    minutes: 8,
  },
  {
    title: 'Which expenses can a home studio claim?',
    excerpt: 'Equipment, software, a share of rent and internet: what tax offices usually accept.',
    category: 'Taxes',
    author: 'Aisha Rahman',
    date: '24 January 2025',
    minutes: 6,
  },
];

function Byline({ post }: { post: Post }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Avatar sx={{ width: 28, height: 28, fontSize: '0.8rem', bgcolor: 'secondary.main' }}>
        {post.author.charAt(0)}
      </Avatar>
      <Typography variant="caption" color="text.secondary">
        {post.author} · {post.date} · {post.minutes} min read
      </Typography>
    </Stack>
  );
}

export default function Blog() {
  const [category, setCategory] = React.useState<Category | 'All'>('All');
  const [query, setQuery] = React.useState('');

  const search = query.trim().toLowerCase();
  const visible = posts.filter(
    (post) =>
      (category === 'All' || post.category === category) &&
      (search === '' || `${post.title} ${post.excerpt}`.toLowerCase().includes(search)),
  );

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
          <Typography variant="h6" component="span" sx={{ flexGrow: 1, fontWeight: 700 }}>
            The Kestrel Journal
          </Typography>
          <Button variant="outlined" size="small">
            Subscribe
          </Button>
        </Toolbar>
      </AppBar>

      <Container sx={{ py: { '@': 3, '@sm': 5 } }}>
        <Card
          variant="outlined"
          sx={(theme) => ({
            mb: 4,
            background: `linear-gradient(135deg, ${theme.alpha((theme.vars ?? theme).palette.primary.main, 0.18)}, ${theme.alpha((theme.vars ?? theme).palette.secondary.main, 0.18)})`,
          })}
        >
          <Box sx={{ p: { '@': 3, '@sm': 5 } }}>
            <Chip label={`Featured · ${featured.category}`} color="primary" size="small" sx={{ mb: 2 }} />
            <Typography
              variant="h4"
              component="h2"
              sx={{ fontSize: { '@': '1.5rem', '@sm': '2.125rem' }, fontWeight: 700, maxWidth: 620 }}
            >
              {featured.title}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1.5, mb: 3, maxWidth: 560 }}>
              {featured.excerpt}
            </Typography>
            <Box
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}
            >
              <Byline post={featured} />
              <Button variant="contained" size="small">
                Read the story
              </Button>
            </Box>
          </Box>
        </Card>

        <Box
          sx={{
            display: 'flex',
            flexDirection: { '@': 'column', '@sm': 'row' },
            gap: 2,
            justifyContent: 'space-between',
            mb: 3,
          }}
        >
          <Stack
            direction="row"
            useFlexGap
            role="group"
            aria-label="Filter by category"
            sx={{ flexWrap: 'wrap', gap: 1 }}
          >
            {categories.map((item) => (
              <Chip
                key={item}
                label={item}
                clickable
                aria-pressed={category === item}
                color={category === item ? 'primary' : 'default'}
                variant={category === item ? 'filled' : 'outlined'}
                onClick={() => setCategory(item)}
              />
            ))}
          </Stack>
          <TextField
            label="Search articles"
            size="small"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchRounded fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ minWidth: { '@sm': 240 } }}
          />
        </Box>

        {visible.length === 0 ? (
          <Box sx={{ py: 6, textAlign: 'center' }}>
            <Typography color="text.secondary">
              No articles match “{query}” in {category}.
            </Typography>
            <Button
              sx={{ mt: 1 }}
              onClick={() => {
                setQuery('');
                setCategory('All');
              }}
            >
              Show all articles
            </Button>
          </Box>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { '@': '1fr', '@sm': '1fr 1fr' } }}>
            {visible.map((post) => (
              <Card
                key={post.title}
                variant="outlined"
                component="article"
                sx={{ p: 2.5, display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}
              >
                <Typography variant="overline" color="primary">
                  {post.category}
                </Typography>
                <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3, mb: 1 }}>
                  {post.title}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2, flexGrow: 1 }}>
                  {post.excerpt}
                </Typography>
                <Byline post={post} />
                <Button size="small" aria-label={`Read article: ${post.title}`} sx={{ mt: 1.5, ml: -1 }}>
                  Read article
                </Button>
              </Card>
            ))}
          </Box>
        )}

        <Box
          component="aside"
          sx={{
            mt: 4,
            p: 3,
            borderRadius: 2,
            bgcolor: 'action.hover',
            display: 'flex',
            flexDirection: { '@': 'column', '@sm': 'row' },
            gap: 2,
            alignItems: { '@sm': 'center' },
          }}
        >
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="h6" component="h2">
              One useful email a fortnight
            </Typography>
            <Typography variant="body2" color="text.secondary">
              New articles on pricing, clients and taxes. 18,000 freelancers read it; unsubscribe in one click.
            </Typography>
          </Box>
          <Button variant="contained" sx={{ flexShrink: 0 }}>
            Get the newsletter
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
