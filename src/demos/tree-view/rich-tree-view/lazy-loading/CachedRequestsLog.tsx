import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

interface Category {
  id: string;
  label: string;
  subcategoryCount: number;
}

const catalogue: Record<string, Category[]> = {
  root: [
    { id: 'electronics', label: 'Electronics', subcategoryCount: 3 },
    { id: 'home', label: 'Home & kitchen', subcategoryCount: 2 },
  ],
  electronics: [
    { id: 'laptops', label: 'Laptops', subcategoryCount: 3 },
    { id: 'phones', label: 'Phones', subcategoryCount: 2 },
    { id: 'audio', label: 'Audio', subcategoryCount: 0 },
  ],
  laptops: [
    { id: 'ultrabooks', label: 'Ultrabooks', subcategoryCount: 0 },
    { id: 'gaming-laptops', label: 'Gaming laptops', subcategoryCount: 0 },
    { id: 'workstations', label: 'Workstations', subcategoryCount: 0 },
  ],
  phones: [
    { id: 'smartphones', label: 'Smartphones', subcategoryCount: 0 },
    { id: 'feature-phones', label: 'Feature phones', subcategoryCount: 0 },
  ],
  home: [
    { id: 'cookware', label: 'Cookware', subcategoryCount: 0 },
    { id: 'small-appliances', label: 'Small appliances', subcategoryCount: 0 },
  ],
};

async function fetchSubcategories(parentId = 'root'): Promise<Category[]> {
  await new Promise((resolve) => setTimeout(resolve, 600));
  return catalogue[parentId] ?? [];
}

const dataSource = {
  getTreeItems: fetchSubcategories,
  getChildrenCount: (category: Category) => category.subcategoryCount,
};

interface LogEntry {
  key: number;
  text: string;
}

export default function CachedRequestsLog() {
  const [log, setLog] = React.useState<LogEntry[]>([]);
  const counter = React.useRef(0);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, width: '100%' }}>
      <Box sx={{ minHeight: 260, flex: '1 1 240px' }}>
        <RichTreeViewPro
          aria-label="Product catalogue"
          items={[]}
          dataSource={dataSource}
          onItemsLazyLoaded={({ items, parentId, isCacheHit }) => {
            counter.current += 1;
            const text = `${parentId ?? 'Top level'}: ${items.length} items from the ${isCacheHit ? 'cache' : 'server'}`;
            setLog((previous) => [{ key: counter.current, text }, ...previous].slice(0, 6));
          }}
          slotProps={{ item: { slotProps: { loadingIcon: { 'aria-label': 'Loading subcategories' } } } }}
        />
      </Box>
      <Box sx={{ flex: '1 1 220px' }}>
        <Typography variant="subtitle2" component="p" gutterBottom>
          Latest loads
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2, typography: 'body2', color: 'text.secondary' }}>
          {log.map((entry) => (
            <li key={entry.key}>{entry.text}</li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
