import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const settings = [
  { siblingCount: 0, boundaryCount: 1 },
  { siblingCount: 1, boundaryCount: 1 },
  { siblingCount: 2, boundaryCount: 1 },
  { siblingCount: 1, boundaryCount: 2 },
];

export default function PaginationRanges() {
  return (
    <Stack spacing={2.5}>
      {settings.map(({ siblingCount, boundaryCount }) => {
        const label = `siblingCount={${siblingCount}} boundaryCount={${boundaryCount}}`;
        return (
          <div key={label}>
            <Typography
              variant="caption"
              color="text.secondary"
              component="p"
              sx={{ mb: 0.5, fontFamily: 'monospace' }}
            >
              {label}
            </Typography>
            <Pagination
              count={30}
              defaultPage={15}
              siblingCount={siblingCount}
              boundaryCount={boundaryCount}
              aria-label={label}
            />
          </div>
        );
      })}
    </Stack>
  );
}
