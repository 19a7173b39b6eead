import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const orgChart: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'ceo',
    label: 'Sofia Martins, Chief Executive Officer',
    children: [
      {
        id: 'coo',
        label: 'Jonas Weber, Chief Operating Officer',
        children: [
          { id: 'ops-lead', label: 'Aisha Bello, Operations Lead' },
          { id: 'support-lead', label: 'Tom Nguyen, Support Lead' },
        ],
      },
      {
        id: 'cmo',
        label: 'Elena Rossi, Chief Marketing Officer',
        children: [{ id: 'brand', label: 'Marcus Lee, Brand Manager' }],
      },
    ],
  },
];

export default function CustomStyling() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <RichTreeView
        aria-label="Organisation chart"
        items={orgChart}
        defaultExpandedItems={['ceo', 'coo']}
        defaultSelectedItems="ops-lead"
        itemChildrenIndentation={24}
        sx={(theme) => ({
          [`& .${treeItemClasses.content}`]: {
            borderRadius: 2,
            py: 0.75,
            // The item states are data attributes on the content element.
            '&[data-selected]': {
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            },
            '&[data-selected]:hover, &[data-selected][data-focused]': {
              bgcolor: 'primary.dark',
            },
            '&[data-focused]:not([data-selected])': {
              outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
              outlineOffset: -2,
            },
          },
          [`& .${treeItemClasses.label}`]: {
            fontWeight: 500,
          },
          // A guide line along the children of each item.
          [`& .${treeItemClasses.groupTransition}`]: {
            ml: '15px',
            borderLeft: `1px dashed ${(theme.vars ?? theme).palette.divider}`,
          },
        })}
      />
    </Box>
  );
}
