/** The translation keys the demo islands need. */
export const demoToolbarKeys = [
  'demo.toolbar',
  'demo.codeLanguage',
  'demo.tsUnavailable',
  'demo.showSource',
  'demo.hideSource',
  'demo.copy',
  'demo.copied',
  'demo.copySource',
  'demo.reset',
  'demo.stackblitz',
  'demo.codesandbox',
  'demo.more',
  'demo.viewSource',
  'demo.copyJsLink',
  'demo.copyTsLink',
] as const;

export type DemoToolbarKey = (typeof demoToolbarKeys)[number];
export type DemoToolbarStrings = Record<DemoToolbarKey, string>;
