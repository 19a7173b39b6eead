import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

interface Employee {
  id: string;
  label: string;
  // Number of direct reports, sent by the server without the reports themselves.
  reportCount: number;
}

// Each manager's direct reports, as a database would store them.
const reportsByManager: Record<string, Employee[]> = {
  root: [{ id: 'amara', label: 'Amara Okafor · CEO', reportCount: 3 }],
  amara: [
    { id: 'lucas', label: 'Lucas Moreau · CTO', reportCount: 2 },
    { id: 'priya', label: 'Priya Raman · CFO', reportCount: 1 },
    { id: 'hannah', label: 'Hannah Becker · Head of Sales', reportCount: 2 },
  ],
  lucas: [
    { id: 'kenji', label: 'Kenji Watanabe · Engineering Manager', reportCount: 2 },
    { id: 'sofia', label: 'Sofia Lindqvist · Design Lead', reportCount: 0 },
  ],
  kenji: [
    { id: 'omar', label: 'Omar Haddad · Senior Engineer', reportCount: 0 },
    { id: 'chloe', label: 'Chloé Martin · Engineer', reportCount: 0 },
  ],
  priya: [{ id: 'daniel', label: 'Daniel Osei · Accountant', reportCount: 0 }],
  hannah: [
    { id: 'marta', label: 'Marta Kowalska · Account Executive', reportCount: 0 },
    { id: 'james', label: 'James Whitfield · Account Executive', reportCount: 0 },
  ],
};

// A fake server: answers after 400 to 800 ms, like a real network request.
async function fetchReports(managerId = 'root'): Promise<Employee[]> {
  const latency = 400 + (managerId.length % 5) * 100;
  await new Promise((resolve) => setTimeout(resolve, latency));
  return reportsByManager[managerId] ?? [];
}

export default function BasicLazyLoading() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 280 }}>
      <RichTreeViewPro
        aria-label="Organisation chart"
        items={[]}
        dataSource={{
          getTreeItems: fetchReports,
          getChildrenCount: (employee: Employee) => employee.reportCount,
        }}
        // Names the spinner shown while an item's children load.
        slotProps={{ item: { slotProps: { loadingIcon: { 'aria-label': 'Loading reports' } } } }}
      />
    </Box>
  );
}
