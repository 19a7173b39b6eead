import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { DataSourceCache } from '@mui/x-tree-view/utils';

interface Region {
  id: string;
  label: string;
  childCount: number;
}

const places: Record<string, Region[]> = {
  root: [
    { id: 'france', label: 'France', childCount: 2 },
    { id: 'japan', label: 'Japan', childCount: 2 },
  ],
  france: [
    { id: 'idf', label: 'Île-de-France', childCount: 2 },
    { id: 'occitanie', label: 'Occitanie', childCount: 2 },
  ],
  idf: [
    { id: 'paris', label: 'Paris', childCount: 0 },
    { id: 'versailles', label: 'Versailles', childCount: 0 },
  ],
  occitanie: [
    { id: 'toulouse', label: 'Toulouse', childCount: 0 },
    { id: 'montpellier', label: 'Montpellier', childCount: 0 },
  ],
  japan: [
    { id: 'kanto', label: 'Kantō', childCount: 2 },
    { id: 'kansai', label: 'Kansai', childCount: 2 },
  ],
  kanto: [
    { id: 'tokyo', label: 'Tokyo', childCount: 0 },
    { id: 'yokohama', label: 'Yokohama', childCount: 0 },
  ],
  kansai: [
    { id: 'osaka', label: 'Osaka', childCount: 0 },
    { id: 'kyoto', label: 'Kyoto', childCount: 0 },
  ],
};

async function fetchPlaces(parentId = 'root'): Promise<Region[]> {
  await new Promise((resolve) => setTimeout(resolve, 500));
  return places[parentId] ?? [];
}

const dataSource = {
  getTreeItems: fetchPlaces,
  getChildrenCount: (region: Region) => region.childCount,
};

// A cache that keeps entries in a Map, never expires them,
// and tells the component which keys it holds.
function createMapCache(onChange: (keys: string[]) => void): DataSourceCache<Region> {
  const entries = new Map<string, Region[]>();
  return {
    set: (key, value) => {
      entries.set(key, value);
      onChange([...entries.keys()]);
    },
    get: (key) => entries.get(key),
    clear: () => {
      entries.clear();
      onChange([]);
    },
  };
}

// The top level is stored under an internal key.
const describeKey = (key: string) => (key.startsWith('__') ? 'top level' : key);

export default function CustomCache() {
  const [keys, setKeys] = React.useState<string[]>([]);
  const [cache] = React.useState(() => createMapCache(setKeys));
  // Changing the key mounts a new tree, which loads the top level again.
  const [treeKey, setTreeKey] = React.useState(0);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, width: '100%' }}>
      <Box sx={{ minHeight: 280, flex: '1 1 240px' }}>
        <RichTreeViewPro
          key={treeKey}
          aria-label="Countries, regions and cities"
          items={[]}
          dataSource={dataSource}
          dataSourceCache={cache}
          slotProps={{ item: { slotProps: { loadingIcon: { 'aria-label': 'Loading places' } } } }}
        />
      </Box>
      <Box sx={{ flex: '1 1 200px' }}>
        <Typography variant="subtitle2" component="p">
          Cached keys: {keys.length === 0 ? 'none' : keys.map(describeKey).join(', ')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          <Button size="small" variant="outlined" onClick={() => setTreeKey((previous) => previous + 1)}>
            Remount the tree
          </Button>
          <Button size="small" variant="outlined" onClick={() => cache.clear()}>
            Clear the cache
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
