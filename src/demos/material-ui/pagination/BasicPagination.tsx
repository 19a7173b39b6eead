import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const examples = [
  { label: 'Default: text variant, circular shape', props: {} },
  { label: 'Outlined, primary colour', props: { variant: 'outlined', color: 'primary' } },
  {
    label: 'Rounded, with first and last buttons',
    props: { shape: 'rounded', showFirstButton: true, showLastButton: true },
  },
  { label: 'Small', props: { size: 'small' } },
  { label: 'Large, disabled', props: { size: 'large', disabled: true } },
] as const;

export default function BasicPagination() {
  return (
    <Stack spacing={2.5}>
      {examples.map(({ label, props }) => (
        <div key={label}>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
            {label}
          </Typography>
          <Pagination count={10} aria-label={label} {...props} />
        </div>
      ))}
    </Stack>
  );
}
