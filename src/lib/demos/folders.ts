import { pathnameToLanguage } from '../paths';

/**
 * The demo folder of a page, under src/demos/: `/x/react-data-grid/sorting` ->
 * `data-grid/sorting`, `/material-ui/components/buttons` -> `material-ui/buttons`.
 */
export function demoFolderForPage(path: string): string {
  const segments = pathnameToLanguage(path).canonicalPathname.split('/').filter(Boolean);
  if (segments[0] === 'x') segments.shift();
  if (segments[0]?.startsWith('react-')) segments[0] = segments[0].slice('react-'.length);
  if (segments[0] === 'material-ui' && segments[1] === 'components') segments.splice(1, 1);
  return segments.join('/');
}

/** The demo id (path under src/demos without extension) a `<Demo name>` means on a page. */
export function demoId(name: string, pagePath: string): string {
  return name.includes('/') ? name : `${demoFolderForPage(pagePath)}/${name}`;
}

/**
 * The JSX a long demo returns, when it is short enough to stand for the collapsed code:
 * the body of the last `return (...)` of the default export, dedented, at most `maxLines`.
 */
export function extractPreview(source: string, maxLines = 16): string | undefined {
  const defaultExport = source.lastIndexOf('export default function');
  if (defaultExport === -1) return undefined;
  const body = source.slice(defaultExport);
  const match = /\n([ \t]*)return \(\n([\s\S]*?)\n\1\);\n\}\s*$/.exec(body);
  if (!match?.[2]) return undefined;
  const lines = match[2].split('\n');
  if (lines.length > maxLines) return undefined;
  const indent = Math.min(...lines.filter((line) => line.trim()).map((line) => /^\s*/.exec(line)?.[0].length ?? 0));
  return lines.map((line) => line.slice(indent)).join('\n');
}
