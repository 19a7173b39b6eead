import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const teams: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'platform',
    label: 'Platform team',
    children: [
      { id: 'nadia', label: 'Nadia Rahman' },
      { id: 'pieter', label: 'Pieter de Vries' },
    ],
  },
  {
    id: 'mobile',
    label: 'Mobile team',
    children: [
      { id: 'camila', label: 'Camila Torres' },
      { id: 'yusuf', label: 'Yusuf Demir' },
      { id: 'elena', label: 'Elena Petrova' },
    ],
  },
];

const labels = new Map<string, string>();
function collectLabels(items: TreeViewDefaultItemModelProperties[]) {
  items.forEach((item) => {
    labels.set(item.id, item.label);
    collectLabels(item.children ?? []);
  });
}
collectLabels(teams);

const nameOf = (parentId: string | null) => (parentId === null ? 'the top level' : (labels.get(parentId) ?? parentId));

interface Move {
  key: number;
  text: string;
}

export default function ItemPositionChangeLog() {
  const [moves, setMoves] = React.useState<Move[]>([]);
  const counter = React.useRef(0);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, width: '100%' }}>
      <Box sx={{ minHeight: 260, flex: '1 1 240px' }}>
        <RichTreeViewPro
          aria-label="Teams"
          items={teams}
          defaultExpandedItems={['platform', 'mobile']}
          itemsReordering
          onItemPositionChange={({ itemId, oldPosition, newPosition }) => {
            const text =
              `${labels.get(itemId) ?? itemId}: from ${nameOf(oldPosition.parentId)} (position ${oldPosition.index + 1}) ` +
              `to ${nameOf(newPosition.parentId)} (position ${newPosition.index + 1})`;
            counter.current += 1;
            const key = counter.current;
            setMoves((previous) => [{ key, text }, ...previous].slice(0, 5));
          }}
        />
      </Box>
      <Box sx={{ flex: '1 1 220px' }}>
        <Typography variant="subtitle2" component="p" gutterBottom>
          Last moves
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2, typography: 'body2', color: 'text.secondary' }}>
          {moves.length === 0 ? <li>Drag a person to another team.</li> : null}
          {moves.map((move) => (
            <li key={move.key}>{move.text}</li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
