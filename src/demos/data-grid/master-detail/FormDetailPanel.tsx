import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPro, useGridApiContext, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';

type Plan = 'Starter' | 'Team' | 'Enterprise';

interface Account {
  id: number;
  company: string;
  contact: string;
  email: string;
  plan: Plan;
}

const PLANS: Plan[] = ['Starter', 'Team', 'Enterprise'];

const rows: Account[] = [
  { id: 1, company: 'Northwind Traders', contact: 'Olivia Martin', email: 'olivia@northwind.example', plan: 'Team' },
  { id: 2, company: 'Globex Ltd', contact: 'Ahmed Hassan', email: 'ahmed@globex.example', plan: 'Enterprise' },
  { id: 3, company: 'Initech', contact: 'Freya Lindqvist', email: 'freya@initech.example', plan: 'Starter' },
  { id: 4, company: 'Umbrella Health', contact: 'Daniel Kim', email: 'dkim@umbrella.example', plan: 'Team' },
  { id: 5, company: 'Stark Logistics', contact: 'Zara Ahmed', email: 'zara@stark.example', plan: 'Starter' },
];

const columns: GridColDef<Account>[] = [
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 150 },
  { field: 'contact', headerName: 'Contact', width: 150 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 190 },
  { field: 'plan', headerName: 'Plan', width: 110 },
];

function AccountForm({ row }: { row: Account }) {
  const apiRef = useGridApiContext();
  // A draft of the row: the grid only changes when the reader saves.
  const [draft, setDraft] = React.useState<Account>(row);
  const hasChanges = JSON.stringify(draft) !== JSON.stringify(row);
  const emailIsValid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(draft.email);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (emailIsValid) {
      apiRef.current.updateRows([draft]);
    }
  };

  return (
    <Box
      component="form"
      onSubmit={handleSubmit}
      sx={{ p: 2, height: 1, boxSizing: 'border-box', bgcolor: 'action.hover' }}
    >
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label="Contact"
          value={draft.contact}
          onChange={(event) => setDraft({ ...draft, contact: event.target.value })}
        />
        <TextField
          size="small"
          label="Email"
          value={draft.email}
          error={!emailIsValid}
          helperText={emailIsValid ? ' ' : 'Enter a valid email address'}
          onChange={(event) => setDraft({ ...draft, email: event.target.value })}
        />
        <TextField
          select
          size="small"
          label="Plan"
          value={draft.plan}
          sx={{ minWidth: 140 }}
          onChange={(event) => setDraft({ ...draft, plan: event.target.value as Plan })}
        >
          {PLANS.map((plan) => (
            <MenuItem key={plan} value={plan}>
              {plan}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={!hasChanges || !emailIsValid}>
            Save
          </Button>
          <Button disabled={!hasChanges} onClick={() => setDraft(row)}>
            Reset
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

export default function FormDetailPanel() {
  const getDetailPanelContent = React.useCallback(({ row }: GridRowParams<Account>) => <AccountForm row={row} />, []);
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: new Set([1]) } }}
      />
    </Box>
  );
}
