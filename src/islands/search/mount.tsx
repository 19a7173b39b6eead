import type { Root } from 'react-dom/client';
import { createBodyRoot } from '../body-root';
import SearchDialog, { type SearchConfig } from './SearchDialog';

let root: Root | undefined;
let opened = 0;

/** Opens the search dialog; loaded on the first open, so pages carry no search code until then. */
export function openSearchDialog(config: SearchConfig, takeTyped: () => string, onClosed: () => void): void {
  root ??= createBodyRoot('search');
  const current = root;
  opened += 1;
  current.render(
    <SearchDialog
      key={opened}
      {...config}
      takeTyped={takeTyped}
      onClosed={() => {
        current.render(null);
        onClosed();
      }}
    />,
  );
}
