import { ADAPTER_PACKAGES, findImports } from './sandbox-dependencies';

/**
 * Demos using a date library other than Day.js live in a folder of their library under this
 * one (src/demos/date-pickers/date-libraries/luxon/...), each type-checked on its own: an
 * adapter's import widens the pickers' date type for its whole TypeScript program.
 */
export const DATE_LIBRARIES_FOLDER = 'date-pickers/date-libraries';

const ADAPTER_IMPORT = /^@mui\/x-date-pickers(?:-pro)?\/(Adapter\w+)/;

/** The date libraries whose pickers adapter a demo source imports. */
export function adapterLibraries(source: string): string[] {
  const libraries = new Set<string>();
  for (const specifier of findImports(source)) {
    const adapter = ADAPTER_IMPORT.exec(specifier)?.[1];
    const library = adapter && ADAPTER_PACKAGES[adapter];
    if (library) libraries.add(library);
  }
  return [...libraries];
}

/**
 * Why a demo (its id under src/demos, its source) is in the wrong folder for the adapters it
 * imports, or undefined when it is where it belongs.
 */
export function misplacedDateLibrary(id: string, source: string): string | undefined {
  const folderLibrary = id.startsWith(`${DATE_LIBRARIES_FOLDER}/`)
    ? id.slice(DATE_LIBRARIES_FOLDER.length + 1).split('/')[0]
    : undefined;
  for (const library of adapterLibraries(source)) {
    if (folderLibrary === undefined && library !== 'dayjs') {
      return `${id} uses the ${library} adapter: move it to src/demos/${DATE_LIBRARIES_FOLDER}/${library}/, where demos of that library are type-checked on their own.`;
    }
    if (folderLibrary !== undefined && library !== folderLibrary) {
      return `${id} is in the ${folderLibrary} folder but uses the ${library} adapter: each folder of src/demos/${DATE_LIBRARIES_FOLDER}/ holds the demos of its own library only.`;
    }
  }
  return undefined;
}
