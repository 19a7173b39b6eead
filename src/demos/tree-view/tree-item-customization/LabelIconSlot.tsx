import * as React from 'react';
import Box from '@mui/material/Box';
import type { SvgIconComponent } from '@mui/icons-material';
import FolderRoundedIcon from '@mui/icons-material/FolderRounded';
import CodeRoundedIcon from '@mui/icons-material/CodeRounded';
import DataObjectRoundedIcon from '@mui/icons-material/DataObjectRounded';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemLabel, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

type FileType = 'folder' | 'code' | 'json' | 'image' | 'text';

interface FileItem {
  id: string;
  label: string;
  type: FileType;
  children?: FileItem[];
}

const files: FileItem[] = [
  {
    id: 'src',
    label: 'src',
    type: 'folder',
    children: [
      { id: 'src/components/Button.tsx', label: 'Button.tsx', type: 'code' },
      { id: 'src/index.ts', label: 'index.ts', type: 'code' },
    ],
  },
  {
    id: 'public',
    label: 'public',
    type: 'folder',
    children: [{ id: 'public/logo.png', label: 'logo.png', type: 'image' }],
  },
  { id: 'package.json', label: 'package.json', type: 'json' },
  { id: 'README.md', label: 'README.md', type: 'text' },
];

const iconByType: Record<FileType, SvgIconComponent> = {
  folder: FolderRoundedIcon,
  code: CodeRoundedIcon,
  json: DataObjectRoundedIcon,
  image: ImageOutlinedIcon,
  text: ArticleOutlinedIcon,
};

// The label slot receives the label as children, plus the props given in slotProps.label.
interface FileLabelProps extends React.HTMLAttributes<HTMLDivElement> {
  icon?: SvgIconComponent | undefined;
}

function FileLabel({ icon: Icon, children, ...other }: FileLabelProps) {
  return (
    <TreeItemLabel {...other} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {Icon ? <Icon fontSize="small" sx={{ color: 'text.secondary' }} /> : null}
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {children}
      </Box>
    </TreeItemLabel>
  );
}

function FileTreeItem(props: TreeItemProps) {
  const file = useTreeItemModel<FileItem>(props.itemId);
  const labelProps: FileLabelProps = { icon: file ? iconByType[file.type] : undefined };

  return <TreeItem {...props} slots={{ label: FileLabel }} slotProps={{ label: labelProps }} />;
}

export default function LabelIconSlot() {
  return (
    <Box sx={{ minHeight: 260, width: '100%', maxWidth: 320 }}>
      <RichTreeView
        aria-label="Project files"
        items={files}
        defaultExpandedItems={['src', 'public']}
        slots={{ item: FileTreeItem }}
      />
    </Box>
  );
}
