import * as React from 'react';
import Box from '@mui/material/Box';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import CodeIcon from '@mui/icons-material/Code';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useRichTreeViewProApiRef } from '@mui/x-tree-view-pro/hooks';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

type FileType = 'folder' | 'code' | 'image' | 'document';

interface FileNode {
  id: string;
  label: string;
  fileType: FileType;
  children?: FileNode[];
}

const project: FileNode[] = [
  {
    id: 'src',
    label: 'src',
    fileType: 'folder',
    children: [
      {
        id: 'components',
        label: 'components',
        fileType: 'folder',
        children: [
          { id: 'button', label: 'Button.tsx', fileType: 'code' },
          { id: 'navbar', label: 'Navbar.tsx', fileType: 'code' },
        ],
      },
      { id: 'app', label: 'App.tsx', fileType: 'code' },
      { id: 'utils', label: 'formatPrice.ts', fileType: 'code' },
    ],
  },
  {
    id: 'public',
    label: 'public',
    fileType: 'folder',
    children: [{ id: 'logo', label: 'logo.svg', fileType: 'image' }],
  },
  { id: 'assets', label: 'assets', fileType: 'folder', children: [] },
  { id: 'readme', label: 'README.md', fileType: 'document' },
  { id: 'package', label: 'package.json', fileType: 'code' },
];

const icons: Record<FileType, React.ElementType> = {
  folder: FolderOutlinedIcon,
  code: CodeIcon,
  image: ImageOutlinedIcon,
  document: ArticleOutlinedIcon,
};

const FileItem = React.forwardRef<HTMLLIElement, TreeItemProps>(function FileItem({ label, ...other }, ref) {
  const file = useTreeItemModel<FileNode>(other.itemId);
  const Icon = icons[file?.fileType ?? 'document'];

  return (
    <TreeItem
      {...other}
      ref={ref}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Icon fontSize="small" sx={{ color: file?.fileType === 'folder' ? 'primary.main' : 'text.secondary' }} />
          {label}
        </Box>
      }
    />
  );
});

export default function FileExplorer() {
  const apiRef = useRichTreeViewProApiRef<FileNode>();

  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <RichTreeViewPro
        aria-label="Project files"
        apiRef={apiRef}
        items={project}
        defaultExpandedItems={['src', 'components']}
        itemsReordering
        slots={{ item: FileItem }}
        // Files and folders can go at the top level or inside a folder, never inside a file.
        canMoveItemToNewPosition={({ newPosition }) =>
          newPosition.parentId === null || apiRef.current?.getItem(newPosition.parentId)?.fileType === 'folder'
        }
      />
    </Box>
  );
}
