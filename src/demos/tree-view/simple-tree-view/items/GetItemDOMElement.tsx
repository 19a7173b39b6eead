import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

const chapters = [
  { id: 'ch-1', title: 'Getting started', lessons: ['Installing Python', 'The interpreter', 'Your first script'] },
  { id: 'ch-2', title: 'Data types', lessons: ['Numbers', 'Strings', 'Lists', 'Dictionaries'] },
  { id: 'ch-3', title: 'Control flow', lessons: ['Conditions', 'Loops', 'Exceptions'] },
  { id: 'ch-4', title: 'Functions', lessons: ['Parameters', 'Return values', 'Closures'] },
  { id: 'ch-5', title: 'Modules', lessons: ['Imports', 'Packages', 'Virtual environments'] },
];

export default function GetItemDOMElement() {
  const apiRef = useSimpleTreeViewApiRef();

  const scrollToItem = (itemId: string) => {
    const element = apiRef.current?.getItemDOMElement(itemId);
    element?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => scrollToItem('ch-1')}>
          Scroll to chapter 1
        </Button>
        <Button size="small" variant="outlined" onClick={() => scrollToItem('ch-5-2')}>
          Scroll to Virtual environments
        </Button>
      </Stack>
      <Box
        sx={{
          height: 220,
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <SimpleTreeView
          aria-label="Python course"
          apiRef={apiRef}
          defaultExpandedItems={chapters.map((chapter) => chapter.id)}
        >
          {chapters.map((chapter) => (
            <TreeItem key={chapter.id} itemId={chapter.id} label={chapter.title}>
              {chapter.lessons.map((lesson, index) => (
                <TreeItem key={lesson} itemId={`${chapter.id}-${index}`} label={lesson} />
              ))}
            </TreeItem>
          ))}
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
