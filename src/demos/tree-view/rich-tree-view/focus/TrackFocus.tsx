import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Course = TreeViewBaseItem<{ id: string; label: string; full?: boolean }>;

const courses: Course[] = [
  {
    id: 'languages',
    label: 'Languages',
    children: [
      { id: 'spanish', label: 'Spanish for beginners' },
      { id: 'japanese', label: 'Japanese 2 (full)', full: true },
      { id: 'german', label: 'Business German' },
    ],
  },
  {
    id: 'arts',
    label: 'Arts',
    children: [
      { id: 'watercolour', label: 'Watercolour (full)', full: true },
      { id: 'photography', label: 'Street photography' },
    ],
  },
];

const labels = new Map<string, string>();
courses.forEach((course) => {
  labels.set(course.id, course.label);
  course.children?.forEach((child) => labels.set(child.id, child.label));
});

export default function TrackFocus() {
  const [focusedItem, setFocusedItem] = React.useState<string | null>(null);
  const [disabledItemsFocusable, setDisabledItemsFocusable] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disabledItemsFocusable}
            onChange={(event) => setDisabledItemsFocusable(event.target.checked)}
          />
        }
        label="Full courses can get the focus"
      />
      <Typography variant="body2" sx={{ my: 1 }}>
        Focused: {focusedItem === null ? 'none yet' : labels.get(focusedItem)}
      </Typography>
      <Box sx={{ minHeight: 260, maxWidth: 360 }}>
        <RichTreeView
          aria-label="Evening courses"
          items={courses}
          defaultExpandedItems={['languages', 'arts']}
          isItemDisabled={(item) => item.full === true}
          disabledItemsFocusable={disabledItemsFocusable}
          onItemFocus={(_event, itemId) => setFocusedItem(itemId)}
        />
      </Box>
    </Box>
  );
}
