import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const projects: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'website',
    label: 'Website redesign',
    children: [
      { id: 'website-wireframes', label: 'Wireframes' },
      { id: 'website-copy', label: 'Homepage copy' },
      { id: 'website-launch', label: 'Launch checklist' },
    ],
  },
  {
    id: 'mobile',
    label: 'Mobile app',
    children: [
      { id: 'mobile-onboarding', label: 'Onboarding flow' },
      { id: 'mobile-push', label: 'Push notifications' },
    ],
  },
  { id: 'hiring', label: 'Hiring plan 2025' },
];

export default function LabelEditing() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <RichTreeView aria-label="Projects" items={projects} isItemEditable defaultExpandedItems={['website']} />
    </Box>
  );
}
