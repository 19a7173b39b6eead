/** A one-line field of an MDX page's frontmatter, unquoted; undefined when it has none. */
export function frontmatterField(source: string, field: 'title' | 'description'): string | undefined {
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
  const value = new RegExp(`^${field}:[ \\t]*(.+?)[ \\t]*$`, 'm').exec(frontmatter)?.[1];
  return value?.replace(/^(['"])(.*)\1$/, '$2');
}

/** The `title` of an MDX page's frontmatter, unquoted; undefined when it has none. */
export function frontmatterTitle(source: string): string | undefined {
  return frontmatterField(source, 'title');
}

/**
 * Page titles by pathname from MDX sources keyed by file path under `root`:
 * `<root>/x/introduction.mdx` gives the title of `/x/introduction`.
 */
export function pageTitles(sources: Record<string, string>, root: string): Map<string, string> {
  const titles = new Map<string, string>();
  for (const [file, source] of Object.entries(sources)) {
    const title = frontmatterTitle(source);
    if (title !== undefined) titles.set(file.slice(root.length).replace(/\.mdx$/, ''), title);
  }
  return titles;
}
