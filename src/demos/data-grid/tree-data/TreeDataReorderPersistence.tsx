import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import {
  DataGridPro,
  GRID_REORDER_COL_DEF,
  type GridColDef,
  type GridEventListener,
  type GridGroupingColDefOverride,
} from '@mui/x-data-grid-pro';

interface Chapter {
  id: number;
  path: string[];
  words: number;
}

const rows: Chapter[] = [
  { id: 1, path: ['Part one'], words: 0 },
  { id: 2, path: ['Part one', 'The letter'], words: 4200 },
  { id: 3, path: ['Part one', 'Leaving Porto'], words: 5100 },
  { id: 4, path: ['Part one', 'A night train'], words: 3800 },
  { id: 5, path: ['Part two'], words: 0 },
  { id: 6, path: ['Part two', 'Vienna in the rain'], words: 4600 },
  { id: 7, path: ['Part two', 'The archive'], words: 6100 },
  { id: 8, path: ['Epilogue'], words: 1900 },
];

const reorderColumn: GridColDef = {
  ...GRID_REORDER_COL_DEF,
  renderHeader: () => <span style={visuallyHidden}>Reorder</span>,
};

const columns: GridColDef<Chapter>[] = [
  reorderColumn,
  { field: 'words', headerName: 'Words', type: 'number', width: 100 },
];

const groupingColDef: GridGroupingColDefOverride<Chapter> = { headerName: 'Chapter', flex: 1, minWidth: 220 };

const getTreeDataPath = (row: Chapter) => row.path;
const setTreeDataPath = (path: string[], row: Chapter): Chapter => ({ ...row, path });

// Stands in for your server: answers after 300 ms.
async function saveChapter(chapter: Chapter): Promise<Chapter> {
  await new Promise((resolve) => {
    setTimeout(resolve, 300);
  });
  return chapter;
}

export default function TreeDataReorderPersistence() {
  const [log, setLog] = React.useState<string[]>([]);

  const addToLog = React.useCallback((message: string) => {
    setLog((prev) => [message, ...prev].slice(0, 4));
  }, []);

  // Called for every row whose path changed, including the children of a moved part.
  const processRowUpdate = React.useCallback(
    async (newRow: Chapter) => {
      const saved = await saveChapter(newRow);
      addToLog(`Saved path of "${saved.path.at(-1)}": ${saved.path.join(' / ')}`);
      return saved;
    },
    [addToLog],
  );

  // Called once per drop, with the position inside the old and the new parent.
  const handleRowOrderChange = React.useCallback<GridEventListener<'rowOrderChange'>>(
    (params) => {
      addToLog(`Moved row ${params.row.id} from position ${params.oldIndex} to ${params.targetIndex}`);
    },
    [addToLog],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          treeData
          getTreeDataPath={getTreeDataPath}
          setTreeDataPath={setTreeDataPath}
          groupingColDef={groupingColDef}
          defaultGroupingExpansionDepth={-1}
          rowReordering
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={(error: Error) => addToLog(`Save failed: ${error.message}`)}
          onRowOrderChange={handleRowOrderChange}
          hideFooter
        />
      </Box>
      <Box sx={{ minHeight: 112, p: 1, borderRadius: 1, bgcolor: 'action.hover' }}>
        <Typography variant="subtitle2" component="p">
          Server log
        </Typography>
        {log.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Drag a chapter to another part to see the updates sent.
          </Typography>
        ) : (
          log.map((line, index) => (
            <Typography key={index} variant="body2" sx={{ fontFamily: 'monospace', fontSize: 12 }}>
              {line}
            </Typography>
          ))
        )}
      </Box>
    </Stack>
  );
}
