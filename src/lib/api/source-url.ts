/**
 * The folder of a declaration's source in its repository at the installed version:
 * `@mui/x-data-grid/DataGrid/DataGrid.d.mts` -> mui-x/packages/x-data-grid/src/DataGrid.
 */
export function sourceFolderUrl(packageName: string, version: string, declaration: string): string {
  const isX = packageName.startsWith('@mui/x-');
  const repository = isX ? 'mui/mui-x' : 'mui/material-ui';
  const packageDir = isX ? packageName.replace('@mui/', '') : packageName.replace('@mui/', 'mui-');
  const inside = declaration
    .replace(`${packageName}/`, '')
    .replace(/^(esm|modern|node)\//, '')
    .split('/')
    .slice(0, -1)
    .join('/');
  return `https://github.com/${repository}/tree/v${version}/packages/${packageDir}/src${inside ? `/${inside}` : ''}`;
}
