import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import {
  TreeItemCheckbox,
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';

interface EmployeeTreeItemProps extends Omit<UseTreeItemParameters, 'rootRef' | 'label'> {
  name: string;
  jobTitle: string;
}

function getInitials(name: string) {
  return name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('');
}

const EmployeeTreeItem = React.forwardRef(function EmployeeTreeItem(
  props: EmployeeTreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { name, jobTitle, ...itemParameters } = props;

  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getCheckboxProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({ ...itemParameters, label: name, rootRef: ref });

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps()}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemCheckbox {...getCheckboxProps()} />
          <Avatar
            sx={(theme) => ({
              width: 28,
              height: 28,
              fontSize: '0.75rem',
              bgcolor: (theme.vars ?? theme).palette.primary.main,
              color: (theme.vars ?? theme).palette.primary.contrastText,
            })}
          >
            {getInitials(name)}
          </Avatar>
          <TreeItemLabel {...getLabelProps()}>
            <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 500 }}>
              {name}
            </Typography>
            <Typography variant="caption" component="span" color="text.secondary">
              {jobTitle}
            </Typography>
          </TreeItemLabel>
        </TreeItemContent>
        {props.children ? <TreeItemGroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function CustomTreeItem() {
  return (
    <Box sx={{ minHeight: 320, width: '100%', maxWidth: 400 }}>
      <SimpleTreeView aria-label="Organisation chart" defaultExpandedItems={['amara', 'lucas']}>
        <EmployeeTreeItem itemId="amara" name="Amara Okafor" jobTitle="Chief Executive Officer">
          <EmployeeTreeItem itemId="lucas" name="Lucas Moreau" jobTitle="Chief Technology Officer">
            <EmployeeTreeItem itemId="priya" name="Priya Raman" jobTitle="Platform Lead" />
            <EmployeeTreeItem itemId="daniel" name="Daniel Kim" jobTitle="Frontend Lead" />
          </EmployeeTreeItem>
          <EmployeeTreeItem itemId="sofia" name="Sofia Lindqvist" jobTitle="VP of Sales">
            <EmployeeTreeItem itemId="mateo" name="Mateo García" jobTitle="Account Executive" />
          </EmployeeTreeItem>
        </EmployeeTreeItem>
      </SimpleTreeView>
    </Box>
  );
}
