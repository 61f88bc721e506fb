import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

// The import arrows of docs/ARCHITECTURE.md are enforced by `npm run lint` (eslint-plugin-boundaries in eslint.config.mjs).
// These cases plant imports into files of each layer and lint them with the project's own configuration, so a
// rule that stops firing (a moved folder, a mistyped pattern) fails here instead of letting crossings in.

interface PlantedImport {
  file: string;
  from: string;
  allowed: boolean;
}

const cases: PlantedImport[] = [
  { file: 'src/lib/planted.ts', from: '../features/cart', allowed: false },
  { file: 'src/components/Price/planted.tsx', from: '../../features/catalog', allowed: false },
  { file: 'src/components/Price/planted.tsx', from: '../../lib/formatPrice', allowed: true },
  { file: 'src/features/cart/planted.ts', from: '../../app/AppRoutes', allowed: false },
  { file: 'src/features/cart/planted.ts', from: './cartSlice', allowed: true },
  { file: 'src/features/cart/planted.ts', from: '../../store', allowed: true },
  { file: 'src/features/cms/planted.ts', from: '../catalog/GalleryItem', allowed: false },
  { file: 'src/features/cms/planted.ts', from: '../catalog/getProductListing.graphql', allowed: false },
  { file: 'src/features/cms/planted.ts', from: '../catalog', allowed: true },
  { file: 'src/store/planted.ts', from: '../features/cart/cartSlice', allowed: false },
  { file: 'src/graphql/planted.ts', from: '../features/storeView', allowed: false },
  { file: 'src/app/planted.ts', from: '../features/catalog/CategoryPage', allowed: true },
  { file: 'backend/planted.ts', from: '../src/lib/formatPrice', allowed: false },
  { file: 'backend/planted.ts', from: '../server/config', allowed: false },
  { file: 'server/planted.ts', from: '../backend/db', allowed: false },
  { file: 'server/planted.ts', from: '../backend', allowed: true },
  { file: 'server/planted.ts', from: '../src/app/pageData', allowed: true },
  { file: 'server/planted.ts', from: '../src/app/pageComponents', allowed: false },
  { file: 'server/planted.ts', from: '../src/lib/pageHead', allowed: true },
  { file: 'server/planted.ts', from: '../src/graphql/serverPageData', allowed: true },
  { file: 'server/planted.ts', from: '../src/app/urlResolver/useMagentoRoute', allowed: false },
  { file: 'server/planted.ts', from: '../src/features/catalog/catalogHead', allowed: false },
  { file: 'server/planted.ts', from: '../src/features/storeView', allowed: false },
  { file: 'server/planted.ts', from: '../src/store/slices/catalogSlice', allowed: false },
  { file: 'server/pages/planted.test.ts', from: '../../src/features/catalog/catalogHead', allowed: true }
];

// ESLint loads its flat config with a dynamic import, which Jest's module runtime does not offer, so the
// cases are linted by one child Node process through ESLint's API.
const linter = `
import { ESLint } from 'eslint';
const cases = JSON.parse(process.env.PLANTED_IMPORTS);
const eslint = new ESLint({ cwd: process.cwd() });
const found = [];
for (const { file, from } of cases) {
  const [result] = await eslint.lintText("import * as planted from '" + from + "';\\nexport default planted;\\n", { filePath: file });
  found.push(result.messages.filter((message) => message.ruleId === 'boundaries/dependencies').map((message) => message.message));
}
process.stdout.write(JSON.stringify(found));
`;

describe('the import arrows in the linter', () => {
  it('reports every planted crossing and nothing else', () => {
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', linter], {
      cwd: join(__dirname, '..'),
      env: { ...process.env, PLANTED_IMPORTS: JSON.stringify(cases) },
      encoding: 'utf8'
    });
    const found = JSON.parse(output) as string[][];
    const outcome = cases.map((planted, index) => ({ ...planted, reported: found[index] }));
    for (const { file, from, allowed, reported } of outcome) {
      expect({ file, from, reported: reported.length > 0 }).toEqual({ file, from, reported: !allowed });
    }
    expect(outcome.find((planted) => planted.from === '../../app/AppRoutes')?.reported[0]).toMatch(
      /no policy allowing dependencies from elements of type "feature".*to elements of type "app"/
    );
  }, 120_000);
});

// `npm run lint` also runs scripts/importCycles.mjs over src/, server/ and backend/. These cycles are planted in a
// tree laid out the same way, so a check that stops finding them (a changed glob, a parser option) fails here.
const plantedTree: Record<string, string> = {
  'src/features/cart/cartThunks.ts': "import { signOut } from '../account';\nexport const removeCart = () => signOut;\n",
  'src/features/account/index.ts': "export { signOut } from './signOut';\n",
  'src/features/account/signOut.ts': "import { removeCart } from '../cart/cartThunks';\nexport const signOut = () => removeCart;\n",
  'src/app/route.tsx': "import type { Shown } from './useRoute';\nexport type Route = { shown: Shown };\nexport const ROUTE = 1;\n",
  'src/app/useRoute.ts': "import { ROUTE } from './route';\nexport type Shown = typeof ROUTE;\n",
  'server/pages/compose.ts': "import { lazyPage } from './lazyPage';\nexport const compose = () => lazyPage;\n",
  'server/pages/lazyPage.ts': "export const lazyPage = () => import('./compose');\n",
  'backend/shop.ts': "import { token } from './resolvers/auth';\nexport const shop = token;\n",
  'backend/resolvers/auth.ts': "import type { shop } from '../shop';\nexport const token = 1;\nexport type S = typeof shop;\n"
};

describe('the import cycle check in the linter', () => {
  it('reports every planted cycle, type-only ones included, and no lazily loaded chunk that uses its loader', () => {
    const root = mkdtempSync(join(tmpdir(), 'planted-cycles-'));
    try {
      for (const [file, text] of Object.entries(plantedTree)) {
        mkdirSync(dirname(join(root, file)), { recursive: true });
        writeFileSync(join(root, file), text);
      }
      const result = spawnSync(process.execPath, [join(__dirname, 'importCycles.mjs'), '--root', root], { encoding: 'utf8' });
      expect(result.status).toBe(1);
      const reported = result.stderr.split('\n').filter((line) => line.startsWith('  '));
      expect(reported).toHaveLength(3);
      expect(reported.join('\n')).toMatch(
        /src\/features\/account\/signOut\.ts.*src\/features\/cart\/cartThunks\.ts|src\/features\/cart\/cartThunks\.ts.*src\/features\/account/
      );
      expect(reported.join('\n')).toMatch(/src\/app\/(route\.tsx|useRoute\.ts) -> src\/app\/(route\.tsx|useRoute\.ts)/);
      expect(reported.join('\n')).toMatch(/backend\/(shop|resolvers\/auth)\.ts -> backend\/(shop|resolvers\/auth)\.ts/);
      expect(reported.join('\n')).not.toMatch(/server\//);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});
