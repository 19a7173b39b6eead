import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const files: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      {
        id: 'src/components',
        label: 'components',
        children: [
          { id: 'src/components/Button.tsx', label: 'Button.tsx' },
          { id: 'src/components/Dialog.tsx', label: 'Dialog.tsx' },
        ],
      },
      { id: 'src/App.tsx', label: 'App.tsx' },
    ],
  },
  { id: 'package.json', label: 'package.json' },
  { id: 'tsconfig.json', label: 'tsconfig.json' },
];

const StyledTreeItem = styled(TreeItem)(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    [`& .${treeItemClasses.content}`]: {
      borderRadius: 999,
      paddingTop: theme.spacing(0.75),
      paddingBottom: theme.spacing(0.75),
      marginBottom: 2,
      color: palette.text.secondary,
      // The state of the item is exposed as data attributes on the content.
      '&[data-expanded]': {
        color: palette.text.primary,
        fontWeight: theme.typography.fontWeightMedium,
      },
      '&[data-selected]': {
        color: palette.primary.contrastText,
        backgroundColor: palette.primary.main,
      },
      '&[data-selected]:hover, &[data-selected][data-focused]': {
        backgroundColor: palette.primary.dark,
      },
      '&[data-focused]:not([data-selected])': {
        outline: `2px solid ${theme.alpha(palette.primary.main, 0.5)}`,
        outlineOffset: -2,
      },
    },
    [`& .${treeItemClasses.label}`]: {
      fontSize: theme.typography.body2.fontSize,
      fontWeight: 'inherit',
    },
  };
});

export default function ContentStyling() {
  return (
    <Box sx={{ minHeight: 260, width: '100%', maxWidth: 320 }}>
      <RichTreeView
        aria-label="Project files"
        items={files}
        defaultExpandedItems={['src']}
        defaultSelectedItems="src/App.tsx"
        slots={{ item: StyledTreeItem }}
      />
    </Box>
  );
}
