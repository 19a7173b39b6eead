import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, title: 'The Pragmatic Programmer', author: 'David Thomas, Andrew Hunt', year: 1999, pages: 352 },
  { id: 2, title: 'Refactoring', author: 'Martin Fowler', year: 2018, pages: 448 },
  { id: 3, title: 'Designing Data-Intensive Applications', author: 'Martin Kleppmann', year: 2017, pages: 616 },
  { id: 4, title: 'Clean Architecture', author: 'Robert C. Martin', year: 2017, pages: 432 },
  { id: 5, title: 'Working Effectively with Legacy Code', author: 'Michael Feathers', year: 2004, pages: 456 },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 220 },
  { field: 'author', headerName: 'Author', width: 200 },
  { field: 'year', headerName: 'Year', width: 80 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
];

export default function BasicGrid() {
  return (
    <div style={{ height: 370, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
