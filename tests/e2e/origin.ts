// The preview server of the browser tests. E2E_PORT moves it, so that two checkouts can run
// their browser tests side by side; the third-party fixtures stay on their own port.
export const PREVIEW_PORT = Number(process.env.E2E_PORT ?? 4321);
export const PREVIEW_ORIGIN = `http://127.0.0.1:${PREVIEW_PORT}`;
