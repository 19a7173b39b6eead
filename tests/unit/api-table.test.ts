import { describe, expect, it } from 'vitest';
import { apiAnchor, apiAnchorAliases } from '../../src/lib/api/anchors';
import { withWordBreaks } from '../../src/lib/api/word-breaks';

describe('withWordBreaks', () => {
  it('lets a camelCase name break between its words only', () => {
    expect(withWordBreaks('onColumnVisibilityModelChange')).toBe('on<wbr>Column<wbr>Visibility<wbr>Model<wbr>Change');
    expect(withWordBreaks('rows')).toBe('rows');
  });

  it('breaks a class name after its dashes, never after the leading dot', () => {
    expect(withWordBreaks('.MuiDataGrid-columnHeader--alignCenter')).toBe(
      '.Mui<wbr>Data<wbr>Grid-<wbr>column<wbr>Header--<wbr>align<wbr>Center',
    );
  });

  it('keeps a closing bracket with what it closes', () => {
    expect(withWordBreaks('readonly GridColDef<R>[]')).toBe('readonly Grid<wbr>Col<wbr>Def&lt;<wbr>R&gt;[]');
  });

  it('breaks a type after its brackets and separators, escaping it', () => {
    expect(withWordBreaks("GridEventListener<'cellClick'>")).toBe(
      "Grid<wbr>Event<wbr>Listener&lt;<wbr>'cell<wbr>Click'&gt;",
    );
  });
});

describe('anchors in the format of mui.com', () => {
  it('are aliases of the rows of props and classes', () => {
    expect(apiAnchorAliases('DataGrid', { prop: 'checkboxSelection' })).toEqual([
      'data-grid-prop-checkboxSelection',
      'DataGrid-prop-checkboxSelection',
    ]);
    expect(apiAnchorAliases('Drawer', { className: 'MuiDrawer-paper' })).toEqual([
      'drawer-classes-MuiDrawer-paper',
      'Drawer-css-MuiDrawer-paper',
    ]);
  });

  it('lead from a link of a description to the row, whatever their format', () => {
    expect(apiAnchor('#DataGrid-prop-checkboxSelection')).toBe('#props-checkboxSelection');
    expect(apiAnchor('#Drawer-css-MuiDrawer-paper')).toBe('#classes-paper');
    expect(apiAnchor('#data-grid-classes-MuiDataGrid-columnHeader--alignCenter')).toBe(
      '#classes-columnHeader--alignCenter',
    );
  });
});
