import * as React from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const places: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'europe',
    label: 'Europe',
    children: [
      {
        id: 'france',
        label: 'France',
        children: [
          {
            id: 'auvergne-rhone-alpes',
            label: 'Auvergne-Rhône-Alpes',
            children: [
              { id: 'lyon', label: 'Lyon' },
              { id: 'grenoble', label: 'Grenoble' },
            ],
          },
          { id: 'occitanie', label: 'Occitanie', children: [{ id: 'toulouse', label: 'Toulouse' }] },
        ],
      },
    ],
  },
  {
    id: 'north-america',
    label: 'North America',
    children: [
      {
        id: 'canada',
        label: 'Canada',
        children: [{ id: 'quebec', label: 'Quebec', children: [{ id: 'montreal', label: 'Montreal' }] }],
      },
    ],
  },
];

export default function ApiGetParentId() {
  const apiRef = useRichTreeViewApiRef();
  const [path, setPath] = React.useState<string[]>([]);

  const handleSelection = (itemId: string | null) => {
    const api = apiRef.current;
    const labels: string[] = [];
    // Walk up from the selected item until getParentId returns null (a root item).
    let currentId = itemId;
    while (api && currentId) {
      labels.unshift(api.getItem(currentId).label);
      currentId = api.getParentId(currentId);
    }
    setPath(labels);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Breadcrumbs aria-label="Selected place" sx={{ mb: 1, minHeight: 24 }}>
        {path.length === 0 ? (
          <Typography variant="body2">Select a place</Typography>
        ) : (
          path.map((label) => (
            <Typography key={label} variant="body2">
              {label}
            </Typography>
          ))
        )}
      </Breadcrumbs>
      <Box sx={{ minHeight: 300, minWidth: 250 }}>
        <RichTreeView
          aria-label="Places"
          items={places}
          apiRef={apiRef}
          defaultExpandedItems={['europe', 'france', 'auvergne-rhone-alpes']}
          onSelectedItemsChange={(_event, itemId) => handleSelection(itemId)}
        />
      </Box>
    </Box>
  );
}
