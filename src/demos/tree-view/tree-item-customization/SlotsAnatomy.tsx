import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

// Outlines each slot of the item with its own colour, to show where it sits.
const OutlinedTreeItem = styled(TreeItem)(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    [`& .${treeItemClasses.content}`]: {
      outline: `2px dashed ${palette.primary.main}`,
      outlineOffset: -2,
      marginBottom: 4,
    },
    [`& .${treeItemClasses.iconContainer}`]: {
      backgroundColor: theme.alpha(palette.secondary.main, 0.25),
    },
    [`& .${treeItemClasses.checkbox}`]: {
      backgroundColor: theme.alpha(palette.success.main, 0.25),
    },
    [`& .${treeItemClasses.label}`]: {
      backgroundColor: theme.alpha(palette.info.main, 0.2),
    },
    [`& .${treeItemClasses.groupTransition}`]: {
      borderLeft: `3px solid ${palette.warning.main}`,
    },
  };
});

const legend = [
  { slot: 'content', color: 'primary' },
  { slot: 'iconContainer', color: 'secondary' },
  { slot: 'checkbox', color: 'success' },
  { slot: 'label', color: 'info' },
  { slot: 'groupTransition', color: 'warning' },
] as const;

export default function SlotsAnatomy() {
  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {legend.map(({ slot, color }) => (
          <Chip key={slot} label={slot} color={color} variant="outlined" size="small" />
        ))}
      </Stack>
      <SimpleTreeView aria-label="Project files" checkboxSelection defaultExpandedItems={['src']}>
        <OutlinedTreeItem itemId="src" label="src">
          <OutlinedTreeItem itemId="src/App.tsx" label="App.tsx" />
          <OutlinedTreeItem itemId="src/main.tsx" label="main.tsx" />
        </OutlinedTreeItem>
        <OutlinedTreeItem itemId="package.json" label="package.json" />
      </SimpleTreeView>
    </Box>
  );
}
