import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import DataObjectIcon from '@mui/icons-material/DataObject';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import CodeIcon from '@mui/icons-material/Code';
import type { SvgIconComponent } from '@mui/icons-material';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
  type TreeItemProps,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem } from '@mui/x-tree-view/useTreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

type FileType = 'folder' | 'code' | 'json' | 'image' | 'doc';

interface FileNode {
  id: string;
  label: string;
  type: FileType;
  size?: string;
  children?: FileNode[];
}

const project: FileNode[] = [
  {
    id: 'src',
    label: 'src',
    type: 'folder',
    children: [
      {
        id: 'src/components',
        label: 'components',
        type: 'folder',
        children: [
          { id: 'src/components/Button.tsx', label: 'Button.tsx', type: 'code', size: '2.1 kB' },
          { id: 'src/components/Header.tsx', label: 'Header.tsx', type: 'code', size: '3.4 kB' },
        ],
      },
      { id: 'src/App.tsx', label: 'App.tsx', type: 'code', size: '1.2 kB' },
      { id: 'src/logo.svg', label: 'logo.svg', type: 'image', size: '4.8 kB' },
    ],
  },
  { id: 'package.json', label: 'package.json', type: 'json', size: '1.6 kB' },
  { id: 'tsconfig.json', label: 'tsconfig.json', type: 'json', size: '0.5 kB' },
  { id: 'README.md', label: 'README.md', type: 'doc', size: '3.0 kB' },
];

const fileIcons: Record<Exclude<FileType, 'folder'>, SvgIconComponent> = {
  code: CodeIcon,
  json: DataObjectIcon,
  image: ImageOutlinedIcon,
  doc: ArticleOutlinedIcon,
};

const ExplorerContent = styled(TreeItemContent)(({ theme }) => ({
  paddingTop: 2,
  paddingBottom: 2,
  borderRadius: 0,
  '&[data-selected]': {
    backgroundColor: (theme.vars ?? theme).palette.action.selected,
    boxShadow: `inset 2px 0 0 ${(theme.vars ?? theme).palette.primary.main}`,
  },
}));

const FileItem = React.forwardRef(function FileItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const { itemId, children } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({ ...props, rootRef: ref });
  const file = useTreeItemModel<FileNode>(itemId);

  let Icon: SvgIconComponent = FolderIcon;
  if (file && file.type !== 'folder') {
    Icon = fileIcons[file.type];
  } else if (status.expanded) {
    Icon = FolderOpenIcon;
  }

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps()}>
        <ExplorerContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <Icon
            fontSize="small"
            aria-hidden
            sx={{ color: file?.type === 'folder' ? 'warning.main' : 'text.secondary' }}
          />
          <TreeItemLabel
            {...getLabelProps()}
            sx={{ flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          />
          {file?.size && (
            <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
              {file.size}
            </Typography>
          )}
        </ExplorerContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function FileExplorer() {
  return (
    <Box
      sx={{
        minHeight: 320,
        width: '100%',
        maxWidth: 380,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        py: 1,
      }}
    >
      <RichTreeView
        aria-label="Project files"
        items={project}
        defaultExpandedItems={['src', 'src/components']}
        defaultSelectedItems="src/components/Button.tsx"
        itemChildrenIndentation={16}
        slots={{ item: FileItem }}
      />
    </Box>
  );
}
