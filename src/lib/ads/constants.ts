/** Timing and sampling of the ad flow (product spec, section 9). */
export const AD_POLL_INTERVAL_MS = 500;
export const AD_POLL_MAX = 30;
/** Looks without the network's element after which an ad blocker is assumed. */
export const AD_BLOCKER_AFTER_POLLS = 6;
/** Share of blocked readers who see the "please support us" message instead of an in-house ad. */
export const AD_SUPPORT_MESSAGE_RATIO = 0.2;
export const AD_DISPLAY_EVENT_DELAY_MS = 2500;
/** Share of ad events sent to analytics. */
export const AD_LOG_RATIO = 0.1;
export const AD_FETCH_RETRIES = 10;
export const AD_IMAGE = { width: 130, height: 100 } as const;
/** The element the ad network's script adds when it fills the box. */
export const AD_NETWORK_SELECTOR = '#carbonads';
