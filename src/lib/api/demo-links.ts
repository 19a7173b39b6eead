/** A page listed in an API page's Demos section. */
export interface DemoPage {
  pathname: string;
  title: string;
  /** The titles of its ancestors in the drawer, outermost first. */
  parents: readonly string[];
}

/**
 * The link text of each page of a Demos list: its title, and for pages that share a title,
 * the ancestor that tells them apart (`Data Grid: Overview` beside `Tree View: Overview`).
 */
export function demoLinkLabels(pages: readonly DemoPage[]): string[] {
  return pages.map((page) => {
    const twins = pages.filter((other) => other !== page && other.title === page.title);
    if (twins.length === 0) return page.title;
    const apart = page.parents.findIndex((parent, index) => twins.some((twin) => twin.parents[index] !== parent));
    return apart === -1 ? page.title : `${page.parents[apart]}: ${page.title}`;
  });
}
