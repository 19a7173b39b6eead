import LZString from 'lz-string';
import { sandboxFiles, type SandboxProjectInput } from '../../lib/demos/sandbox-project';

export const STACKBLITZ_URL = 'https://stackblitz.com/run';
export const CODESANDBOX_URL = 'https://codesandbox.io/api/v1/sandboxes/define';

/** Posts a form to a new tab: how both services accept a project. */
function post(action: string, fields: Record<string, string>) {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.target = '_blank';
  form.style.display = 'none';
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}

export function openInStackBlitz(input: SandboxProjectInput): void {
  const files = sandboxFiles(input);
  const fields: Record<string, string> = {
    'project[title]': input.title,
    'project[description]': `${input.title}, a demo from the MUI documentation`,
    'project[template]': 'node',
  };
  for (const [path, content] of Object.entries(files)) fields[`project[files][${path}]`] = content;
  const entry = input.variant === 'TS' ? 'src/Demo.tsx' : 'src/Demo.jsx';
  post(`${STACKBLITZ_URL}?file=${encodeURIComponent(entry)}`, fields);
}

export function openInCodeSandbox(input: SandboxProjectInput): void {
  const files = Object.fromEntries(Object.entries(sandboxFiles(input)).map(([path, content]) => [path, { content }]));
  const parameters = LZString.compressToBase64(JSON.stringify({ files }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  const entry = input.variant === 'TS' ? '/src/Demo.tsx' : '/src/Demo.jsx';
  post(CODESANDBOX_URL, { parameters, query: `file=${entry}` });
}
