import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

const StyledTreeItem = styled(TreeItem)(({ theme }) => ({
  color: (theme.vars ?? theme).palette.text.secondary,
  [`& .${treeItemClasses.content}`]: {
    borderRadius: 999,
    padding: theme.spacing(0.5, 1.5),
    margin: theme.spacing(0.25, 0),
  },
  [`& .${treeItemClasses.label}`]: {
    fontSize: '0.875rem',
    fontWeight: 500,
  },
  [`& .${treeItemClasses.iconContainer}`]: {
    color: (theme.vars ?? theme).palette.primary.main,
  },
  [`& .${treeItemClasses.content}[data-selected]`]: {
    color: (theme.vars ?? theme).palette.primary.main,
  },
  [`& .${treeItemClasses.content}[data-selected] .${treeItemClasses.label}`]: {
    fontWeight: 700,
  },
}));

export default function CustomStyling() {
  return (
    <Box sx={{ minHeight: 300, width: '100%', maxWidth: 360 }}>
      <SimpleTreeView
        aria-label="Help centre topics"
        defaultExpandedItems={['billing']}
        defaultSelectedItems="invoices"
      >
        <StyledTreeItem itemId="account" label="Account">
          <StyledTreeItem itemId="password" label="Reset your password" />
          <StyledTreeItem itemId="two-factor" label="Two-factor authentication" />
        </StyledTreeItem>
        <StyledTreeItem itemId="billing" label="Billing">
          <StyledTreeItem itemId="invoices" label="Download invoices" />
          <StyledTreeItem itemId="payment" label="Change payment method" />
          <StyledTreeItem itemId="refunds" label="Refunds" />
        </StyledTreeItem>
        <StyledTreeItem itemId="privacy" label="Privacy" />
      </SimpleTreeView>
    </Box>
  );
}
