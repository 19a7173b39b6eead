/** The value of a page's JSON data block (DataBlock.astro), or undefined on a page without it. */
export function readDataBlock<T>(id: string): T | undefined {
  const block = document.getElementById(id);
  return block ? (JSON.parse(block.textContent ?? '{}') as T) : undefined;
}
