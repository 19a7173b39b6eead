import * as React from 'react';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider, useTheme, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
  price: number;
}

const rows: Book[] = [
  { id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969, price: 14.99 },
  { id: 2, title: 'Beloved', author: 'Toni Morrison', year: 1987, price: 12.5 },
  { id: 3, title: 'The Remains of the Day', author: 'Kazuo Ishiguro', year: 1989, price: 11.0 },
  { id: 4, title: 'One Hundred Years of Solitude', author: 'Gabriel García Márquez', year: 1967, price: 16.25 },
  { id: 5, title: 'Things Fall Apart', author: 'Chinua Achebe', year: 1958, price: 9.99 },
  { id: 6, title: 'Never Let Me Go', author: 'Kazuo Ishiguro', year: 2005, price: 13.4 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 190 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90, valueFormatter: (value: number) => String(value) },
  {
    field: 'price',
    headerName: 'Price (USD)',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => value.toFixed(2),
  },
];

export default function CustomTheme() {
  const outerTheme = useTheme();
  // Every DataGrid under this provider gets these defaults and styles.
  const theme = React.useMemo(
    () =>
      createTheme(outerTheme, {
        components: {
          MuiDataGrid: {
            defaultProps: {
              density: 'compact',
              disableColumnMenu: true,
            },
            styleOverrides: {
              root: ({ theme: t }: { theme: Theme }) => ({
                borderRadius: 12,
                borderColor: (t.vars ?? t).palette.secondary.main,
              }),
              columnHeaderTitle: {
                fontWeight: 700,
              },
              cell: ({ theme: t }: { theme: Theme }) => ({
                fontFamily: t.typography.fontFamily,
                '&:focus-within': {
                  outlineColor: (t.vars ?? t).palette.secondary.main,
                },
              }),
              footerContainer: ({ theme: t }: { theme: Theme }) => ({
                backgroundColor: (t.vars ?? t).palette.action.hover,
              }),
            },
          },
        },
      }),
    [outerTheme],
  );

  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ height: 330, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} />
      </Box>
    </ThemeProvider>
  );
}
