/** A GitHub repository holding this site's sources. */
export interface Repository {
  url: string;
  branch: string;
}

/**
 * The repository of a setting such as `https://github.com/acme/docs` or
 * `https://github.com/acme/docs#next` (branch `main` unless given); none for an empty one.
 */
export function parseRepository(setting: string): Repository | undefined {
  const trimmed = setting.trim();
  if (trimmed === '') return undefined;
  const [url = '', branch = 'main', ...rest] = trimmed.split('#');
  if (!/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/?$/.test(url) || branch === '' || rest.length > 0) {
    throw new Error(
      `The repository setting "${setting}" (DOCS_REPOSITORY, or repository in src/site.config.ts) is not a ` +
        'GitHub repository URL such as https://github.com/owner/name or https://github.com/owner/name#branch.',
    );
  }
  return { url: url.replace(/\/$/, ''), branch };
}

const relative = (filePath: string) => filePath.replace(/^\.?\//, '');

/** The page that edits one of the repository's files ("Edit this page"); none without a repository. */
export function editUrl(repository: Repository | undefined, filePath: string): string | undefined {
  return repository && `${repository.url}/edit/${repository.branch}/${relative(filePath)}`;
}

/** The page that shows one of the repository's files ("View the source"); none without a repository. */
export function sourceUrl(repository: Repository | undefined, filePath: string): string | undefined {
  return repository && `${repository.url}/blob/${repository.branch}/${relative(filePath)}`;
}
