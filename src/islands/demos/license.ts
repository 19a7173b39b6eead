import { LicenseInfo } from '@mui/x-license';

/**
 * Registers the MUI X licence key, when the deployment provides one, before any Pro or
 * Premium demo renders. The key is never committed: set PUBLIC_MUI_X_LICENSE_KEY in the
 * environment of the build. Without it those demos show the packages' own watermark.
 */
const licenseKey: string = import.meta.env.PUBLIC_MUI_X_LICENSE_KEY ?? '';
if (licenseKey) LicenseInfo.setLicenseKey(licenseKey);

export const hasLicenseKey = licenseKey !== '';
