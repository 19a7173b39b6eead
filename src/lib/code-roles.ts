import { codeRole } from './code-blocks';

/**
 * Marks a block fenced as ```tsx before, ```tsx after or ```tsx superseded (a migration
 * guide's old code, new code, and new code a later major changed again) with
 * `data-code-role`, which prose.css draws as a red, green or dashed green edge.
 */
export const codeRoles = {
  name: 'docs:code-roles',
  pre(this: { options: { meta?: { __raw?: string } } }, node: { properties: Record<string, unknown> }) {
    const role = codeRole(this.options.meta?.__raw ?? '');
    if (role) node.properties['data-code-role'] = role;
  },
};
