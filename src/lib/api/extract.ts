import ts from 'typescript';

/** One documented property of a component's props or of an interface. */
export interface ApiProp {
  name: string;
  /** The type as written in the declaration. */
  type: string;
  default?: string;
  required: boolean;
  /** The reason given in the deprecation tag of the JSDoc, or '' when none is given. */
  deprecated?: string;
  description: string;
  /**
   * For an interface that a higher plan's package re-exports wider (`GridApi = GridApiPremium`
   * in the Premium package): the first module, in the request's order, whose export has this
   * member, when the documented export itself lacks it.
   */
  module?: string;
}

export interface ApiSlot {
  name: string;
  default?: string;
  description: string;
}

export interface ApiClassEntry {
  /** The key in the classes object, e.g. `root`. */
  key: string;
  description: string;
  deprecated?: string;
}

export interface ExtractedApi {
  name: string;
  kind: 'component' | 'interface';
  /** Every module that exports the name, as import statements. */
  imports: string[];
  props: ApiProp[];
  slots: ApiSlot[];
  classes: ApiClassEntry[];
  /** Declaration file of the export, relative to node_modules. */
  source: string;
  description: string;
  /** Whether the component accepts a `ref` (forwarded to its root element). */
  forwardsRef: boolean;
}

export interface ExtractRequest {
  name: string;
  kind: 'component' | 'interface';
  /** Modules to look in, most basic first (the first one that exports the name is its home). */
  modules: string[];
}

export interface ExtractOptions {
  /** Whether a declaration file belongs to the documented libraries (not React or the DOM). */
  isOwnFile: (fileName: string) => boolean;
  /** Where module resolution starts (a folder with node_modules). */
  baseDir: string;
  compilerOptions?: ts.CompilerOptions;
  /** Called instead of throwing when a name cannot be documented; the name is left out. */
  onSkip?: (name: string, reason: string) => void;
}

const ENTRY = '__api_entry__.ts';

function cleanType(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s*\|\s*undefined$/, '')
    .trim();
}

function tagText(tag: ts.JSDocTagInfo): string {
  return ts.displayPartsToString(tag.text ?? []).trim();
}

function docs(symbol: ts.Symbol, checker: ts.TypeChecker) {
  const tags = symbol.getJsDocTags(checker);
  const find = (name: string) => tags.find((tag) => tag.name === name);
  const deprecated = find('deprecated');
  return {
    // Notes for the libraries' maintainers (`TODO ...` lines) are not for readers.
    description: ts
      .displayPartsToString(symbol.getDocumentationComment(checker))
      .split('\n')
      .filter((line) => !/^\s*TODO\b/.test(line))
      .join('\n')
      .trim(),
    default: find('default') ? tagText(find('default')!) : undefined,
    deprecated: deprecated ? tagText(deprecated) : undefined,
    ignored: Boolean(find('ignore') ?? find('internal') ?? find('private')),
  };
}

function declaredTypeText(symbol: ts.Symbol, checker: ts.TypeChecker, location: ts.Node): string {
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  if (
    declaration &&
    (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) &&
    declaration.type
  ) {
    return cleanType(declaration.type.getText());
  }
  if (declaration && ts.isMethodSignature(declaration)) {
    const parameters = declaration.parameters.map((parameter) => parameter.getText()).join(', ');
    const typeParameters = declaration.typeParameters
      ? `<${declaration.typeParameters.map((p) => p.getText()).join(', ')}>`
      : '';
    return cleanType(`${typeParameters}(${parameters}) => ${declaration.type?.getText() ?? 'void'}`);
  }
  return cleanType(
    checker.typeToString(
      checker.getTypeOfSymbolAtLocation(symbol, location),
      undefined,
      ts.TypeFormatFlags.NoTruncation,
    ),
  );
}

function ownProperties(type: ts.Type, checker: ts.TypeChecker, isOwnFile: (fileName: string) => boolean): ts.Symbol[] {
  return checker
    .getPropertiesOfType(type)
    .filter((symbol) =>
      (symbol.declarations ?? []).some((declaration) => isOwnFile(declaration.getSourceFile().fileName)),
    );
}

function toProps(symbols: ts.Symbol[], checker: ts.TypeChecker, location: ts.Node): ApiProp[] {
  const props: ApiProp[] = [];
  for (const symbol of symbols) {
    const info = docs(symbol, checker);
    if (info.ignored) continue;
    const prop: ApiProp = {
      name: symbol.getName(),
      type: declaredTypeText(symbol, checker, location),
      required: (symbol.flags & ts.SymbolFlags.Optional) === 0,
      description: info.description,
    };
    if (info.default !== undefined) prop.default = info.default;
    if (info.deprecated !== undefined) prop.deprecated = info.deprecated;
    props.push(prop);
  }
  // Required first, then by name.
  return props.sort((a, b) => Number(b.required) - Number(a.required) || a.name.localeCompare(b.name, 'en'));
}

const NO_PROPS = 'no-props';

/** The props type of a component: the first parameter of its simplest call signature. */
function componentPropsType(
  type: ts.Type,
  checker: ts.TypeChecker,
  location: ts.Node,
): ts.Type | typeof NO_PROPS | undefined {
  // `JSXElementConstructor<P>` is a union of a function and a class type.
  const parts = type.isUnion() ? type.types : [type];
  const signatures = parts.flatMap((part) => [...part.getCallSignatures(), ...part.getConstructSignatures()]);
  if (signatures.length === 0) return undefined;
  // Overridable components have overloads (an `href` one, a generic one for `component`);
  // the last of the least generic ones takes the default component's props.
  const fewest = Math.min(...signatures.map((candidate) => candidate.typeParameters?.length ?? 0));
  const signature = signatures.filter((candidate) => (candidate.typeParameters?.length ?? 0) === fewest).pop()!;
  const parameter = signature.getParameters()[0];
  // A component that takes no props.
  if (!parameter) return NO_PROPS;
  return checker.getTypeOfSymbolAtLocation(parameter, location);
}

function relativeToNodeModules(fileName: string): string {
  const index = fileName.lastIndexOf('node_modules/');
  return index === -1 ? fileName : fileName.slice(index + 'node_modules/'.length);
}

/**
 * Reads the documented API of components and interfaces from the packages' type
 * declarations: props (type as written, default value, required, deprecation, description),
 * slots, the keys of the CSS classes, and every module that exports the name.
 */
export function extractApi(requests: ExtractRequest[], options: ExtractOptions): ExtractedApi[] {
  const modules = [...new Set(requests.flatMap((request) => request.modules))];
  const entrySource = modules
    .map((module, index) => `import * as M${index} from '${module}';\nexport { M${index} };`)
    .join('\n');
  const compilerOptions: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
    ...options.compilerOptions,
  };
  const host = ts.createCompilerHost(compilerOptions, true);
  const entryPath = `${options.baseDir.replace(/\/$/, '')}/${ENTRY}`;
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) =>
    fileName === entryPath
      ? ts.createSourceFile(fileName, entrySource, languageVersion, true)
      : getSourceFile(fileName, languageVersion, onError, shouldCreate);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => fileName === entryPath || fileExists(fileName);
  const readFile = host.readFile.bind(host);
  host.readFile = (fileName) => (fileName === entryPath ? entrySource : readFile(fileName));

  const program = ts.createProgram([entryPath], compilerOptions, host);
  const checker = program.getTypeChecker();
  const entry = program.getSourceFile(entryPath);
  if (!entry) throw new Error('API extraction: the entry file was not created.');

  // Exports of each module, by name.
  const exportsByModule = new Map<string, Map<string, ts.Symbol>>();
  entry.statements.filter(ts.isImportDeclaration).forEach((statement) => {
    const module = (statement.moduleSpecifier as ts.StringLiteral).text;
    const moduleSymbol = checker.getSymbolAtLocation(statement.moduleSpecifier);
    const exports = new Map<string, ts.Symbol>();
    if (moduleSymbol) {
      for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
        const resolved = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
        exports.set(symbol.getName(), resolved);
      }
    }
    exportsByModule.set(module, exports);
  });

  const results: ExtractedApi[] = [];
  for (const request of requests) {
    try {
      results.push(extractOne(request));
    } catch (error) {
      if (!options.onSkip) throw error;
      options.onSkip(request.name, error instanceof Error ? error.message : String(error));
    }
  }
  return results;

  function extractOne(request: ExtractRequest): ExtractedApi {
    const lookup = (module: string) => {
      const exports = exportsByModule.get(module);
      return (
        exports?.get(request.name) ??
        exports?.get(`Unstable_${request.name}`) ??
        // A component's own module may export it as default only.
        (module.endsWith(`/${request.name}`) ? exports?.get('default') : undefined)
      );
    };
    const candidates = [
      ...new Set(request.modules.map(lookup).filter((found): found is ts.Symbol => found !== undefined)),
    ];
    if (candidates.length === 0) {
      throw new Error(`API extraction: no module among ${request.modules.join(', ')} exports ${request.name}.`);
    }
    // A package may export a placeholder of a higher plan's component (`DataGridPremium(): null`
    // in the Pro package); the real one is the export with the most props.
    const propsCount = (candidate: ts.Symbol) => {
      const at = candidate.declarations?.[0];
      if (!at || request.kind !== 'component') return 0;
      const type = componentPropsType(checker.getTypeOfSymbolAtLocation(candidate, at), checker, at);
      return type === undefined ? -1 : type === NO_PROPS ? 0 : checker.getPropertiesOfType(type).length;
    };
    const symbol =
      candidates.length === 1 ? candidates[0]! : [...candidates].sort((a, b) => propsCount(b) - propsCount(a))[0]!;
    const exporters = request.modules.filter((module) => lookup(module) === symbol);
    const declaration = symbol.declarations?.[0];
    if (!declaration) throw new Error(`API extraction: ${request.name} has no declaration.`);
    const imports = exporters.map((module) => {
      if (exportsByModule.get(module)?.get(`Unstable_${request.name}`) === symbol) {
        return `import { Unstable_${request.name} } from '${module}';`;
      }
      // A component's own module (`@mui/material/Button`) is imported by default, as its docs show.
      const isDefault = module.endsWith(`/${request.name}`) && exportsByModule.get(module)?.get('default') === symbol;
      return isDefault ? `import ${request.name} from '${module}';` : `import { ${request.name} } from '${module}';`;
    });

    let propSymbols: ts.Symbol[] = [];
    let forwardsRef = false;
    if (request.kind === 'component') {
      const propsType = componentPropsType(
        checker.getTypeOfSymbolAtLocation(symbol, declaration),
        checker,
        declaration,
      );
      if (!propsType) throw new Error(`API extraction: ${request.name} is not a component (no call signature).`);
      propSymbols = propsType === NO_PROPS ? [] : ownProperties(propsType, checker, options.isOwnFile);
      forwardsRef = propsType !== NO_PROPS && checker.getPropertyOfType(propsType, 'ref') !== undefined;
    }
    const firstModuleOf = new Map<string, string>();
    if (request.kind === 'interface') {
      // Every member of the widest export, those the documented one lacks marked with the
      // first module that has them.
      const membersOf = (candidate: ts.Symbol) =>
        checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(candidate));
      const widest = [...candidates].sort((a, b) => membersOf(b).length - membersOf(a).length)[0]!;
      const own = new Set(membersOf(symbol).map((entry) => entry.getName()));
      // A member the documented export has keeps its own type there.
      propSymbols = [...membersOf(symbol), ...membersOf(widest).filter((entry) => !own.has(entry.getName()))];
      for (const module of request.modules) {
        const found = lookup(module);
        if (!found) continue;
        for (const entry of membersOf(found)) {
          if (!own.has(entry.getName()) && !firstModuleOf.has(entry.getName())) {
            firstModuleOf.set(entry.getName(), module);
          }
        }
      }
    }
    const props = toProps(propSymbols, checker, declaration).map((prop) => {
      const module = firstModuleOf.get(prop.name);
      return module ? { ...prop, module } : prop;
    });

    const member = (name: string) => propSymbols.find((candidate) => candidate.getName() === name);
    const typeOfMember = (name: string) => {
      const found = member(name);
      return found ? checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(found, declaration)) : undefined;
    };
    const slotsType = request.kind === 'component' ? typeOfMember('slots') : undefined;
    const slots: ApiSlot[] = slotsType
      ? checker
          .getPropertiesOfType(slotsType)
          .map((slot) => ({ slot, info: docs(slot, checker) }))
          .filter(({ info }) => !info.ignored)
          .map(({ slot, info }) => ({
            name: slot.getName(),
            ...(info.default !== undefined ? { default: info.default } : {}),
            description: info.description,
          }))
          .sort((a, b) => a.name.localeCompare(b.name, 'en'))
      : [];
    const classesType = request.kind === 'component' ? typeOfMember('classes') : undefined;
    const classes: ApiClassEntry[] = classesType
      ? checker
          .getPropertiesOfType(classesType)
          .map((entry) => ({ entry, info: docs(entry, checker) }))
          .filter(({ info }) => !info.ignored)
          .map(({ entry, info }) => ({
            key: entry.getName(),
            description: info.description,
            ...(info.deprecated !== undefined ? { deprecated: info.deprecated } : {}),
          }))
          .sort((a, b) => a.key.localeCompare(b.key, 'en'))
      : [];

    return {
      name: request.name,
      kind: request.kind,
      imports,
      props,
      slots,
      classes,
      source: relativeToNodeModules(declaration.getSourceFile().fileName),
      description: docs(symbol, checker).description,
      forwardsRef,
    };
  }
}
