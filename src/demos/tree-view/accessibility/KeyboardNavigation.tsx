import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const places: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'france',
    label: 'France',
    children: [
      {
        id: 'ile-de-france',
        label: 'Île-de-France',
        children: [
          { id: 'paris', label: 'Paris' },
          { id: 'versailles', label: 'Versailles' },
        ],
      },
      {
        id: 'occitanie',
        label: 'Occitanie',
        children: [
          { id: 'toulouse', label: 'Toulouse' },
          { id: 'montpellier', label: 'Montpellier' },
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
  { id: 'portugal', label: 'Portugal', children: [{ id: 'lisbon', label: 'Lisbon' }] },
];

type Mode = 'single' | 'multiple';

function toList(value: string | string[] | null): string[] {
  if (value === null) {
    return [];
  }
  return Array.isArray(value) ? value : [value];
}

export default function KeyboardNavigation() {
  const [mode, setMode] = React.useState<Mode>('single');
  const [focused, setFocused] = React.useState<string | null>(null);
  const [selected, setSelected] = React.useState<string[]>([]);

  const handleModeChange = (_event: React.MouseEvent<HTMLElement>, newMode: Mode | null) => {
    if (newMode) {
      setMode(newMode);
      setSelected([]);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, width: '100%' }}>
      <Box sx={{ flex: '1 1 260px', minHeight: 320 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          onChange={handleModeChange}
          aria-label="Selection mode"
          sx={{ mb: 2 }}
        >
          <ToggleButton value="single">Single select</ToggleButton>
          <ToggleButton value="multiple">Multi-select</ToggleButton>
        </ToggleButtonGroup>
        <RichTreeView
          // A new tree for each mode, as the type of the selection changes.
          key={mode}
          aria-label="Places"
          items={places}
          multiSelect={mode === 'multiple'}
          defaultExpandedItems={['france']}
          onItemFocus={(_event, itemId) => setFocused(itemId)}
          onSelectedItemsChange={(_event, value) => setSelected(toList(value))}
        />
      </Box>
      <Box sx={{ flex: '1 1 200px' }}>
        <Typography variant="subtitle2" component="p">
          Focused item
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {focused ?? 'Press Tab to move the focus into the tree.'}
        </Typography>
        <Typography variant="subtitle2" component="p">
          Selected items
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {selected.length > 0 ? selected.join(', ') : 'None'}
        </Typography>
      </Box>
    </Box>
  );
}
