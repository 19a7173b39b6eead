/** A company that sponsors the project, shown in the drawer by tier. */
export interface Sponsor {
  name: string;
  /** Logo in public/sponsors/, at least 2x its 32 px display height. */
  logo: string;
  link: string;
  tier: 'diamond' | 'gold';
}

/**
 * Sponsors with a logo in the drawer. Empty until a sponsor agreement provides a logo and a
 * link to publish; the drawer then shows only the invitation to sponsor.
 */
export const sponsors: Sponsor[] = [];

/** Where companies learn how to sponsor the project. */
export const SPONSOR_PAGE = 'https://opencollective.com/mui-org';
