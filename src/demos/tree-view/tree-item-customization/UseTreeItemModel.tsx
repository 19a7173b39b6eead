import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

interface CatalogueItem {
  id: string;
  label: string;
  price?: number;
  inStock?: boolean;
  children?: CatalogueItem[];
}

const catalogue: CatalogueItem[] = [
  {
    id: 'laptops',
    label: 'Laptops',
    children: [
      { id: 'aero-14', label: 'Aero 14 Ultrabook', price: 1299, inStock: true },
      { id: 'titan-16', label: 'Titan 16 Pro', price: 2199, inStock: false },
    ],
  },
  {
    id: 'audio',
    label: 'Audio',
    children: [
      { id: 'pulse-anc', label: 'Pulse ANC headphones', price: 249, inStock: true },
      { id: 'bloom-mini', label: 'Bloom mini speaker', price: 79, inStock: true },
    ],
  },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function ProductItem(props: TreeItemProps) {
  const product = useTreeItemModel<CatalogueItem>(props.itemId);

  if (!product || product.price === undefined) {
    return <TreeItem {...props} />;
  }

  return (
    <TreeItem
      {...props}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
          <Box component="span" sx={{ flexGrow: 1 }}>
            {product.label}
          </Box>
          <Typography variant="body2" color="text.secondary" component="span">
            {currency.format(product.price)}
          </Typography>
          {product.inStock ? null : <Chip label="Sold out" size="small" color="warning" variant="outlined" />}
        </Box>
      }
    />
  );
}

export default function UseTreeItemModel() {
  return (
    <Box sx={{ minHeight: 230, width: '100%', maxWidth: 400 }}>
      <RichTreeView
        aria-label="Product catalogue"
        items={catalogue}
        defaultExpandedItems={['laptops', 'audio']}
        slots={{ item: ProductItem }}
      />
    </Box>
  );
}
