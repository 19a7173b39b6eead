import { createRoot, type Root } from 'react-dom/client';

/** A React root in a new element at the end of <body>, marked `data-<name>-root`, for dialogs opened on demand. */
export function createBodyRoot(name: string): Root {
  const container = document.createElement('div');
  container.setAttribute(`data-${name}-root`, '');
  document.body.append(container);
  return createRoot(container);
}
