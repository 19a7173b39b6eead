import * as React from 'react';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { arSD as materialArSD } from '@mui/material/locale';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { arSD } from '@mui/x-data-grid/locales';

// An Emotion cache that flips left and right in every style (margin-left becomes margin-right...).
// Created once, at module level.
const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });

interface Product {
  id: number;
  name: string;
  category: string;
  price: number;
}

const rows: Product[] = [
  { id: 1, name: 'تمر مجدول', category: 'أغذية', price: 45 },
  { id: 2, name: 'زيت زيتون', category: 'أغذية', price: 62.5 },
  { id: 3, name: 'قهوة عربية', category: 'مشروبات', price: 38 },
  { id: 4, name: 'فانوس نحاسي', category: 'ديكور', price: 120 },
  { id: 5, name: 'سجادة صلاة', category: 'منزل', price: 85 },
];

const columns: GridColDef<Product>[] = [
  { field: 'id', headerName: 'الرقم', width: 90 },
  { field: 'name', headerName: 'المنتج', flex: 1, minWidth: 150 },
  { field: 'category', headerName: 'الفئة', width: 130 },
  { field: 'price', headerName: 'السعر (ر.س)', type: 'number', width: 120 },
];

export default function RtlGrid() {
  const theme = useTheme();
  const rtlTheme = React.useMemo(() => createTheme(theme, { direction: 'rtl' }, arSD, materialArSD), [theme]);

  return (
    // `dir` sets the reading direction of the content; the cache and the theme flip the styles.
    <Box dir="rtl" lang="ar" sx={{ height: 400, width: '100%' }}>
      <CacheProvider value={rtlCache}>
        <ThemeProvider theme={rtlTheme}>
          <DataGrid rows={rows} columns={columns} showToolbar />
        </ThemeProvider>
      </CacheProvider>
    </Box>
  );
}
