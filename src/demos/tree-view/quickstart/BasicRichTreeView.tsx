import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const places: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'france',
    label: 'France',
    children: [
      { id: 'ile-de-france', label: 'Île-de-France', children: [{ id: 'paris', label: 'Paris' }] },
      {
        id: 'auvergne-rhone-alpes',
        label: 'Auvergne-Rhône-Alpes',
        children: [
          { id: 'lyon', label: 'Lyon' },
          { id: 'grenoble', label: 'Grenoble' },
        ],
      },
    ],
  },
  {
    id: 'japan',
    label: 'Japan',
    children: [
      { id: 'kanto', label: 'Kantō', children: [{ id: 'tokyo', label: 'Tokyo' }] },
      { id: 'kansai', label: 'Kansai', children: [{ id: 'osaka', label: 'Osaka' }] },
    ],
  },
];

export default function BasicRichTreeView() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <RichTreeView aria-label="Countries, regions and cities" items={places} />
    </Box>
  );
}
