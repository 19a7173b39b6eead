import ts from 'typescript';
import { format } from 'prettier';

const BLANK_LINE_MARKER = '/*@@blank@@*/';

/**
 * The JavaScript version of a TypeScript demo: types stripped, JSX kept, formatted with
 * Prettier. Blank lines are carried through the compiler, which would drop them.
 */
export async function toJavaScript(typescriptSource: string): Promise<string> {
  const marked = typescriptSource.replace(/^[ \t]*$/gm, BLANK_LINE_MARKER);
  const { outputText, diagnostics } = ts.transpileModule(marked, {
    reportDiagnostics: true,
    compilerOptions: {
      target: ts.ScriptTarget.ESNext,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.Preserve,
      verbatimModuleSyntax: false,
      removeComments: false,
    },
    fileName: 'demo.tsx',
  });
  const error = diagnostics?.find((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error);
  if (error)
    throw new Error(
      `Cannot turn the demo into JavaScript: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`,
    );
  const restored = outputText
    .split('\n')
    .map((line) => (line.trim() === BLANK_LINE_MARKER ? '' : line.replace(BLANK_LINE_MARKER, '')))
    .join('\n')
    // Type-only imports leave nothing behind but the marker of the line after them.
    .replace(/^export \{\};\s*$/m, '');
  return formatSource(restored, 'babel');
}

export function formatSource(source: string, parser: 'babel' | 'typescript'): Promise<string> {
  return format(source, { parser, singleQuote: true, printWidth: 85, trailingComma: 'all' });
}
