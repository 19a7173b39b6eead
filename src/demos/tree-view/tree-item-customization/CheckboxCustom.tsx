import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox, { type CheckboxProps } from '@mui/material/Checkbox';
import RadioButtonUncheckedRoundedIcon from '@mui/icons-material/RadioButtonUncheckedRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import RemoveCircleRoundedIcon from '@mui/icons-material/RemoveCircleRounded';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const syllabus: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'week-1',
    label: 'Week 1 · Foundations',
    children: [
      { id: 'week-1/intro', label: 'Welcome and course overview' },
      { id: 'week-1/setup', label: 'Setting up your workspace' },
    ],
  },
  {
    id: 'week-2',
    label: 'Week 2 · Working with data',
    children: [
      { id: 'week-2/csv', label: 'Reading CSV files' },
      { id: 'week-2/cleaning', label: 'Cleaning messy columns' },
      { id: 'week-2/quiz', label: 'Quiz: data types' },
    ],
  },
];

// The tree passes `visible` (false when checkbox selection is off) with the usual checkbox props.
interface CircleCheckboxProps extends CheckboxProps {
  visible?: boolean;
}

const CircleCheckbox = React.forwardRef(function CircleCheckbox(
  { visible, ...other }: CircleCheckboxProps,
  ref: React.Ref<HTMLButtonElement>,
) {
  if (!visible) {
    return null;
  }
  return (
    <Checkbox
      {...other}
      ref={ref}
      color="success"
      icon={<RadioButtonUncheckedRoundedIcon />}
      checkedIcon={<CheckCircleRoundedIcon />}
      indeterminateIcon={<RemoveCircleRoundedIcon />}
      sx={{ p: 0 }}
    />
  );
});

export default function CheckboxCustom() {
  return (
    <Box sx={{ minHeight: 270, width: '100%', maxWidth: 360 }}>
      <RichTreeView
        aria-label="Lessons to download"
        items={syllabus}
        multiSelect
        checkboxSelection
        selectionPropagation={{ descendants: true, parents: true }}
        defaultExpandedItems={['week-1', 'week-2']}
        defaultSelectedItems={['week-1', 'week-1/intro', 'week-1/setup', 'week-2/csv']}
        slotProps={{ item: { slots: { checkbox: CircleCheckbox } } }}
      />
    </Box>
  );
}
