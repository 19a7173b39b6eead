/** The layouts of an API page's props, slots and classes. */
export const API_VIEWS = ['table', 'expanded', 'collapsed'] as const;
export type ApiView = (typeof API_VIEWS)[number];

/** Where the choice is kept; the head script puts it on <html data-api-view> before the first paint. */
export const API_VIEW_KEY = 'mui-api-view';

/** A stored or requested view, or the table when it names none. */
export function parseApiView(value: string | null | undefined): ApiView {
  return (API_VIEWS as readonly string[]).includes(value ?? '') ? (value as ApiView) : 'table';
}
