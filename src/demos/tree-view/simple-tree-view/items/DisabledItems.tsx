import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DisabledItems() {
  const [disabledItemsFocusable, setDisabledItemsFocusable] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disabledItemsFocusable}
            onChange={(event) => setDisabledItemsFocusable(event.target.checked)}
          />
        }
        label="Disabled items focusable"
      />
      <Box sx={{ minHeight: 260, minWidth: 260 }}>
        <SimpleTreeView
          aria-label="Course syllabus"
          defaultExpandedItems={['week-1']}
          disabledItemsFocusable={disabledItemsFocusable}
        >
          <TreeItem itemId="week-1" label="Week 1: Foundations">
            <TreeItem itemId="week-1-intro" label="Introduction to statistics" />
            <TreeItem itemId="week-1-quiz" label="Quiz: descriptive statistics" />
          </TreeItem>
          <TreeItem itemId="week-2" label="Week 2: Probability">
            <TreeItem itemId="week-2-lecture" label="Random variables" />
            <TreeItem itemId="week-2-lab" label="Lab: simulating dice" disabled />
          </TreeItem>
          <TreeItem itemId="week-3" label="Week 3: Regression (opens 9 March)" disabled>
            <TreeItem itemId="week-3-lecture" label="Linear models" />
          </TreeItem>
          <TreeItem itemId="week-4" label="Week 4: Final project" />
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
