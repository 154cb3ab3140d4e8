import { createRequire } from 'node:module';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const iconImport = /import\s*\{([^}]*)\}\s*from\s*["'](@fortawesome\/free-[a-z]+-svg-icons)["'];?/g;
const virtualPrefix = '\0font-awesome-icon:';
const require = createRequire(import.meta.url);

/**
 * Gives each Font Awesome icon a module of its own in the demo build. The icon packages' ES entry is one module,
 * and a bundler cannot split one module across chunks: every icon any page names would travel with the first
 * page. Rewriting `import { faHouse } from '@fortawesome/free-solid-svg-icons'` to a per-icon module lets each
 * icon go to the chunk of the pages that draw it. The module holds the same definition the package's per-icon
 * file exports, as ESM (those files are CommonJS).
 */
export function fontAwesomeIconModules(): Plugin {
  return {
    name: 'atrium:font-awesome-icon-modules',
    apply: 'build',
    resolveId: (id) => (id.startsWith(virtualPrefix) ? id : null),
    load(id) {
      if (!id.startsWith(virtualPrefix)) return null;
      const iconPath = id.slice(virtualPrefix.length);
      const name = iconPath.slice(iconPath.lastIndexOf('/') + 1);
      // The package's export map adds the `.js` of its per-icon files.
      const { definition } = require(iconPath) as { definition: unknown };
      return `export const ${name} = ${JSON.stringify(definition)};\n`;
    },
    transform(code, id) {
      if (id.startsWith('\0') || !code.includes('@fortawesome/free-')) return null;
      const edited = new MagicString(code);
      for (const match of code.matchAll(iconImport)) {
        const [statement, specifiers = '', iconPackage] = match;
        const perIcon = specifiers
          .split(',')
          .map((specifier) => specifier.trim())
          .filter(Boolean)
          .map((specifier) => {
            const [imported] = specifier.split(/\s+as\s+/);
            return `import { ${specifier} } from "${virtualPrefix}${iconPackage}/${imported}";`;
          });
        edited.overwrite(match.index, match.index + statement.length, perIcon.join(' '));
      }
      if (!edited.hasChanged()) return null;
      return { code: edited.toString(), map: edited.generateMap({ hires: true, source: id }) };
    },
  };
}
