import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

interface SyllabusEntry {
  id: string;
  label: string;
  partCount: number;
}

const syllabus: Record<string, SyllabusEntry[]> = {
  root: [
    { id: 'unit-1', label: 'Unit 1 · Foundations of statistics', partCount: 2 },
    { id: 'unit-2', label: 'Unit 2 · Probability', partCount: 2 },
  ],
  'unit-1': [
    { id: 'week-1', label: 'Week 1 · Describing data', partCount: 3 },
    { id: 'week-2', label: 'Week 2 · Sampling', partCount: 2 },
  ],
  'week-1': [
    { id: 'lecture-1', label: 'Lecture · Mean, median and mode', partCount: 0 },
    { id: 'lab-1', label: 'Lab · Histograms in Python', partCount: 0 },
    { id: 'quiz-1', label: 'Quiz · Summary statistics', partCount: 0 },
  ],
  'week-2': [
    { id: 'lecture-2', label: 'Lecture · Random sampling', partCount: 0 },
    { id: 'reading-2', label: 'Reading · Survey design', partCount: 0 },
  ],
  'unit-2': [
    { id: 'week-3', label: 'Week 3 · Conditional probability', partCount: 0 },
    { id: 'week-4', label: "Week 4 · Bayes' theorem", partCount: 0 },
  ],
};

async function fetchSyllabus(parentId = 'root'): Promise<SyllabusEntry[]> {
  await new Promise((resolve) => setTimeout(resolve, 400 + (parentId.length % 5) * 100));
  return syllabus[parentId] ?? [];
}

export default function AutoExpandLazyItems() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 280 }}>
      <RichTreeViewPro
        aria-label="Course syllabus"
        items={[]}
        // Loaded level by level: the top level, then Unit 1, then Week 1.
        defaultExpandedItems={['unit-1', 'week-1']}
        dataSource={{
          getTreeItems: fetchSyllabus,
          getChildrenCount: (entry: SyllabusEntry) => entry.partCount,
        }}
        slotProps={{ item: { slotProps: { loadingIcon: { 'aria-label': 'Loading syllabus' } } } }}
      />
    </Box>
  );
}
