import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';

interface Order {
  id: string;
  customer: string;
  total: number;
}

const orders: Order[] = [
  { id: '#10481', customer: 'Amara Okafor', total: 129.5 },
  { id: '#10482', customer: 'Lucas Meyer', total: 84 },
  { id: '#10483', customer: 'Sofia Rossi', total: 212.75 },
  { id: '#10484', customer: 'Hiroshi Tanaka', total: 58.2 },
  { id: '#10485', customer: 'Priya Nair', total: 340 },
  { id: '#10486', customer: 'Mateo García', total: 96.9 },
  { id: '#10487', customer: 'Emma Laurent', total: 151.25 },
  { id: '#10488', customer: 'Noah Williams', total: 47.99 },
  { id: '#10489', customer: 'Chen Wei', total: 275.4 },
  { id: '#10490', customer: 'Fatima Zahra', total: 119 },
  { id: '#10491', customer: 'Oliver Brown', total: 63.5 },
  { id: '#10492', customer: 'Ana Souza', total: 188.1 },
  { id: '#10493', customer: 'Jonas Berg', total: 92.3 },
  { id: '#10494', customer: 'Yuki Sato', total: 404.6 },
  { id: '#10495', customer: 'Liam Murphy', total: 71.8 },
  { id: '#10496', customer: 'Isabel Torres', total: 139.95 },
  { id: '#10497', customer: 'Kwame Mensah', total: 256 },
  { id: '#10498', customer: 'Maja Nowak', total: 83.45 },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export default function TablePaginationDemo() {
  // TablePagination counts pages from 0.
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);

  const handlePageChange = (_event: React.MouseEvent<HTMLButtonElement> | null, newPage: number) => {
    setPage(newPage);
  };

  const handleRowsPerPageChange = (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setRowsPerPage(Number(event.target.value));
    setPage(0);
  };

  const visible = orders.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);

  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      <TableContainer>
        <Table size="small" aria-label="Recent orders" sx={{ whiteSpace: 'nowrap' }}>
          <TableHead>
            <TableRow>
              <TableCell>Order</TableCell>
              <TableCell>Customer</TableCell>
              <TableCell align="right">Total</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {visible.map((order) => (
              <TableRow key={order.id}>
                <TableCell>{order.id}</TableCell>
                <TableCell>{order.customer}</TableCell>
                <TableCell align="right">{usd.format(order.total)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={orders.length}
        page={page}
        onPageChange={handlePageChange}
        rowsPerPage={rowsPerPage}
        onRowsPerPageChange={handleRowsPerPageChange}
        rowsPerPageOptions={[5, 10, 25]}
        // On phones, hide the "Rows per page:" text so the arrows fit; the select keeps it as its label.
        sx={{ '& .MuiTablePagination-selectLabel': { display: { xs: 'none', sm: 'block' } } }}
      />
    </Paper>
  );
}
