import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Lesson {
  id: string;
  label: string;
  locked?: boolean;
  children?: Lesson[];
}

const syllabus: Lesson[] = [
  {
    id: 'week-1',
    label: 'Week 1: Foundations',
    children: [
      { id: 'w1-intro', label: 'Course introduction' },
      { id: 'w1-setup', label: 'Setting up your editor' },
    ],
  },
  {
    id: 'week-2',
    label: 'Week 2: Components (opens 9 March)',
    locked: true,
    children: [{ id: 'w2-props', label: 'Props and state', locked: true }],
  },
  {
    id: 'week-3',
    label: 'Week 3: Data fetching (opens 16 March)',
    locked: true,
  },
  { id: 'final-project', label: 'Final project' },
];

const isLocked = (lesson: Lesson) => lesson.locked === true;

export default function DisabledItemsFocusable() {
  const [focusable, setFocusable] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />}
        label="Disabled items focusable"
      />
      <Box sx={{ minHeight: 220, minWidth: 250 }}>
        <RichTreeView
          aria-label="Course syllabus"
          items={syllabus}
          isItemDisabled={isLocked}
          disabledItemsFocusable={focusable}
          defaultExpandedItems={['week-1']}
        />
      </Box>
    </Stack>
  );
}
