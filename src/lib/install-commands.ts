export type PackageManager = 'npm' | 'pnpm' | 'yarn';

export const packageManagers: PackageManager[] = ['npm', 'pnpm', 'yarn'];

/** The install command for space-separated package names in each package manager. */
export function installCommand(manager: PackageManager, packages: string, dev = false): string {
  const names = packages.trim().split(/\s+/).filter(Boolean);
  if (names.length === 0) throw new Error('<InstallCommand> needs at least one package name.');
  const verb = manager === 'npm' ? 'install' : 'add';
  const devFlag = dev ? (manager === 'npm' ? ' --save-dev' : ' -D') : '';
  return `${manager} ${verb}${devFlag} ${names.join(' ')}`;
}
