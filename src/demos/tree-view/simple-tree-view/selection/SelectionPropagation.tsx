import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import type { TreeViewSelectionPropagation } from '@mui/x-tree-view/models';

export default function SelectionPropagation() {
  const [propagation, setPropagation] = React.useState<TreeViewSelectionPropagation>({
    descendants: true,
    parents: true,
  });

  const handleChange = (rule: keyof TreeViewSelectionPropagation) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setPropagation((previous) => ({ ...previous, [rule]: event.target.checked }));

  return (
    <Box sx={{ width: '100%' }}>
      <FormGroup row>
        <FormControlLabel
          control={<Switch checked={!!propagation.descendants} onChange={handleChange('descendants')} />}
          label="Propagate to descendants"
        />
        <FormControlLabel
          control={<Switch checked={!!propagation.parents} onChange={handleChange('parents')} />}
          label="Propagate to parents"
        />
      </FormGroup>
      <Box sx={{ minHeight: 300, minWidth: 260, mt: 1 }}>
        <SimpleTreeView
          aria-label="Course syllabus"
          multiSelect
          checkboxSelection
          selectionPropagation={propagation}
          defaultExpandedItems={['module-1', 'module-2']}
        >
          <TreeItem itemId="module-1" label="Module 1: HTML and CSS">
            <TreeItem itemId="lesson-1-1" label="Semantic markup" />
            <TreeItem itemId="lesson-1-2" label="Flexbox and grid" />
            <TreeItem itemId="lesson-1-3" label="Responsive design" />
          </TreeItem>
          <TreeItem itemId="module-2" label="Module 2: JavaScript">
            <TreeItem itemId="lesson-2-1" label="Variables and types" />
            <TreeItem itemId="lesson-2-2" label="The DOM" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
