import Box from '@mui/material/Box';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridGetRowsResponse,
  type GridGroupingColDefOverride,
  type GridValidRowModel,
} from '@mui/x-data-grid-pro';

interface Folder {
  id: string;
  name: string;
  // Names of the ancestors, from the top.
  parents: string[];
  files: number;
  // How many rows sit directly under this one on the server.
  childCount: number;
}

// The server's copy of the tree. The grid only receives one level at a time.
const serverRows: Folder[] = [
  { id: 'src', name: 'src', parents: [], files: 46, childCount: 3 },
  { id: 'src/components', name: 'components', parents: ['src'], files: 28, childCount: 2 },
  { id: 'src/components/forms', name: 'forms', parents: ['src', 'components'], files: 11, childCount: 0 },
  { id: 'src/components/layout', name: 'layout', parents: ['src', 'components'], files: 9, childCount: 0 },
  { id: 'src/hooks', name: 'hooks', parents: ['src'], files: 7, childCount: 0 },
  { id: 'src/utils', name: 'utils', parents: ['src'], files: 11, childCount: 0 },
  { id: 'docs', name: 'docs', parents: [], files: 18, childCount: 2 },
  { id: 'docs/guides', name: 'guides', parents: ['docs'], files: 12, childCount: 0 },
  { id: 'docs/api', name: 'api', parents: ['docs'], files: 6, childCount: 0 },
  { id: 'tests', name: 'tests', parents: [], files: 31, childCount: 0 },
];

// A fake endpoint: returns the children of the folder named by `groupKeys`, after 600 ms.
async function fetchChildren(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  await new Promise((resolve) => {
    setTimeout(resolve, 600);
  });
  const groupKeys = params.groupKeys ?? [];
  const children = serverRows.filter(
    (row) => row.parents.length === groupKeys.length && row.parents.every((name, index) => name === groupKeys[index]),
  );
  const sort = params.sortModel[0];
  if (sort) {
    const direction = sort.sort === 'desc' ? -1 : 1;
    children.sort((a, b) => {
      const aValue = sort.field === 'files' ? a.files : a.name;
      const bValue = sort.field === 'files' ? b.files : b.name;
      return aValue < bValue ? -direction : aValue > bValue ? direction : 0;
    });
  }
  return { rows: children, rowCount: children.length };
}

const dataSource: GridDataSource = {
  getRows: fetchChildren,
  // The key of a row in the tree: what `groupKeys` contains for its children.
  getGroupKey: (row: GridValidRowModel) => (row as Folder).name,
  // A positive count shows the expand button; the children load when it is clicked.
  getChildrenCount: (row: GridValidRowModel) => (row as Folder).childCount,
};

const columns: GridColDef<Folder>[] = [{ field: 'files', headerName: 'Files', type: 'number', width: 110 }];

const groupingColDef: GridGroupingColDefOverride<Folder> = {
  headerName: 'Folder',
  flex: 1,
  minWidth: 220,
};

export default function TreeDataLazyLoading() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        columns={columns}
        dataSource={dataSource}
        treeData
        groupingColDef={groupingColDef}
        disableColumnFilter
        hideFooter
      />
    </Box>
  );
}
