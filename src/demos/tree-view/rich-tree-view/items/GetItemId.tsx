import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Category {
  slug: string;
  label: string;
  children?: Category[];
}

// The catalogue API identifies categories by their URL slug, not by an `id` field.
const catalogue: Category[] = [
  {
    slug: 'electronics',
    label: 'Electronics',
    children: [
      { slug: 'electronics/laptops', label: 'Laptops' },
      { slug: 'electronics/phones', label: 'Phones' },
      { slug: 'electronics/headphones', label: 'Headphones' },
    ],
  },
  {
    slug: 'home',
    label: 'Home and kitchen',
    children: [
      { slug: 'home/coffee-machines', label: 'Coffee machines' },
      { slug: 'home/lighting', label: 'Lighting' },
    ],
  },
];

// Defined outside the component, so the tree does not rebuild its items on each render.
const getCategoryId = (category: Category) => category.slug;

export default function GetItemId() {
  return (
    <Box sx={{ minHeight: 270, minWidth: 250 }}>
      <RichTreeView
        aria-label="Product categories"
        items={catalogue}
        getItemId={getCategoryId}
        defaultExpandedItems={['electronics']}
      />
    </Box>
  );
}
