import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Department {
  id: string;
  label: string;
  children?: Department[];
}

// In a real app this array would usually come from an API.
const departments: Department[] = [
  {
    id: 'engineering',
    label: 'Engineering',
    children: [
      { id: 'platform', label: 'Platform' },
      {
        id: 'product-eng',
        label: 'Product engineering',
        children: [
          { id: 'web', label: 'Web' },
          { id: 'mobile', label: 'Mobile' },
        ],
      },
    ],
  },
  {
    id: 'sales',
    label: 'Sales',
    children: [
      { id: 'emea', label: 'EMEA' },
      { id: 'americas', label: 'Americas' },
    ],
  },
  { id: 'finance', label: 'Finance' },
];

export default function FirstRichTree() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <RichTreeView aria-label="Departments" items={departments} defaultExpandedItems={['engineering']} />
    </Box>
  );
}
