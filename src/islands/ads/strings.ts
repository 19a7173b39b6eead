export const adKeys = [
  'ads.label',
  'ads.inlineLabel',
  'ads.adTag',
  'ads.supportTitle',
  'ads.supportMessage',
  'ads.poweredBy',
] as const;
export type AdKey = (typeof adKeys)[number];
