import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const places: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'ca',
    label: 'Canada',
    children: [
      {
        id: 'ca-qc',
        label: 'Quebec',
        children: [
          { id: 'ca-qc-mtl', label: 'Montreal' },
          { id: 'ca-qc-qc', label: 'Quebec City' },
        ],
      },
      { id: 'ca-on', label: 'Ontario', children: [{ id: 'ca-on-tor', label: 'Toronto' }] },
    ],
  },
];

const options = [0, 12, 24, 40];

export default function ItemChildrenIndentation() {
  const [indentation, setIndentation] = React.useState(24);

  return (
    <Box sx={{ width: '100%', maxWidth: 360 }}>
      <ToggleButtonGroup
        aria-label="Indentation of nested items"
        size="small"
        exclusive
        value={indentation}
        onChange={(_event, value: number | null) => {
          if (value !== null) {
            setIndentation(value);
          }
        }}
        sx={{ mb: 2 }}
      >
        {options.map((option) => (
          <ToggleButton key={option} value={option}>
            {option} px
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ minHeight: 230 }}>
        <RichTreeView
          aria-label="Countries, regions and cities"
          items={places}
          defaultExpandedItems={['ca', 'ca-qc', 'ca-on']}
          itemChildrenIndentation={indentation}
        />
      </Box>
    </Box>
  );
}
