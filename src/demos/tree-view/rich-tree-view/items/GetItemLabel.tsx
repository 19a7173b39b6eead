import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Employee {
  id: string;
  firstName: string;
  lastName: string;
  role: string;
  children?: Employee[];
}

const organisation: Employee[] = [
  {
    id: 'e1',
    firstName: 'Amara',
    lastName: 'Okafor',
    role: 'CEO',
    children: [
      {
        id: 'e2',
        firstName: 'Lukas',
        lastName: 'Bauer',
        role: 'CTO',
        children: [
          { id: 'e4', firstName: 'Priya', lastName: 'Nair', role: 'Engineering manager' },
          { id: 'e5', firstName: 'Tomás', lastName: 'Rivera', role: 'Staff engineer' },
        ],
      },
      { id: 'e3', firstName: 'Chloé', lastName: 'Martin', role: 'CFO' },
    ],
  },
];

// Defined outside the component, so the tree does not rebuild its items on each render.
const getEmployeeLabel = (employee: Employee) => `${employee.firstName} ${employee.lastName} (${employee.role})`;

export default function GetItemLabel() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 250 }}>
      <RichTreeView
        aria-label="Organisation chart"
        items={organisation}
        getItemLabel={getEmployeeLabel}
        defaultExpandedItems={['e1', 'e2']}
      />
    </Box>
  );
}
