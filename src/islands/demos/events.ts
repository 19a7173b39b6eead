/** Dispatched on a demo's section to remount the demo. */
export const DEMO_RESET_EVENT = 'demo-reset';
