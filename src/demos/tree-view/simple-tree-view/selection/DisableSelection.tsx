import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DisableSelection() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <SimpleTreeView aria-label="Table of contents" disableSelection>
        <TreeItem itemId="introduction" label="Introduction">
          <TreeItem itemId="audience" label="Who this guide is for" />
          <TreeItem itemId="conventions" label="Conventions" />
        </TreeItem>
        <TreeItem itemId="setup" label="Setting up">
          <TreeItem itemId="requirements" label="Requirements" />
          <TreeItem itemId="first-run" label="First run" />
        </TreeItem>
        <TreeItem itemId="faq" label="Frequently asked questions" />
      </SimpleTreeView>
    </Box>
  );
}
