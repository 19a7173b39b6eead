import { codeRole } from './code-blocks';

/**
 * Marks a block fenced as ```tsx before or ```tsx after (a migration guide's old and new
 * code) with `data-code-role`, which prose.css draws as a red or green edge.
 */
export const codeRoles = {
  name: 'docs:code-roles',
  pre(this: { options: { meta?: { __raw?: string } } }, node: { properties: Record<string, unknown> }) {
    const role = codeRole(this.options.meta?.__raw ?? '');
    if (role) node.properties['data-code-role'] = role;
  },
};
