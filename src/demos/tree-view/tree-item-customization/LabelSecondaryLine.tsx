import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

interface Employee {
  id: string;
  label: string;
  role: string;
  children?: Employee[];
}

const orgChart: Employee[] = [
  {
    id: 'amara',
    label: 'Amara Okafor',
    role: 'Chief Executive Officer',
    children: [
      {
        id: 'lucas',
        label: 'Lucas Moreau',
        role: 'VP of Engineering',
        children: [
          { id: 'mei', label: 'Mei Tanaka', role: 'Staff Engineer' },
          { id: 'jonas', label: 'Jonas Berg', role: 'Engineering Manager' },
        ],
      },
      { id: 'priya', label: 'Priya Raman', role: 'Head of Design' },
    ],
  },
];

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('');
}

function EmployeeItem(props: TreeItemProps) {
  // Reads the whole item object, including the fields the tree does not know about.
  const employee = useTreeItemModel<Employee>(props.itemId);

  return (
    <TreeItem
      {...props}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.5 }}>
          <Avatar sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'primary.main' }}>
            {initials(employee?.label ?? '')}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
              {employee?.label}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" noWrap>
              {employee?.role}
            </Typography>
          </Box>
        </Box>
      }
    />
  );
}

export default function LabelSecondaryLine() {
  return (
    <Box sx={{ minHeight: 300, width: '100%', maxWidth: 360 }}>
      <RichTreeView
        aria-label="Organisation chart"
        items={orgChart}
        defaultExpandedItems={['amara', 'lucas']}
        slots={{ item: EmployeeItem }}
      />
    </Box>
  );
}
