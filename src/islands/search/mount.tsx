import { createRoot, type Root } from 'react-dom/client';
import SearchDialog, { type SearchConfig } from './SearchDialog';
import './search.css';

let root: Root | undefined;
let opened = 0;

/** Opens the search dialog; loaded on the first open, so pages carry no search code until then. */
export function openSearchDialog(config: SearchConfig, takeTyped: () => string, onClosed: () => void): void {
  if (!root) {
    const container = document.createElement('div');
    container.dataset.searchRoot = '';
    document.body.append(container);
    root = createRoot(container);
  }
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
