import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseDependencyTree, parseCircular } from 'dpdm';

/**
 * Import cycles among the TypeScript files under `dir`, type-only imports included (a type cycle still ties two
 * modules together, and becomes a run-time one with the first value import), each cycle as its file paths.
 */
async function importCyclesUnder(dir: string): Promise<string[][]> {
  const tree = await parseDependencyTree(`${dir}/**/*.ts`, { context: dir, transform: false, skipDynamicImports: false });
  return parseCircular(tree);
}

describe('imports in backend/', () => {
  it('form no cycle', async () => {
    const root = path.resolve(__dirname, '..');
    expect(await importCyclesUnder(root)).toEqual([]);
  });

  it('are checked by a check that finds a planted cycle, also one through a type-only import', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'planted-cycle-'));
    try {
      fs.mkdirSync(path.join(dir, 'resolvers'));
      fs.writeFileSync(path.join(dir, 'shop.ts'), "import { token } from './resolvers/auth';\nexport class Shop { t = token; }\n");
      fs.writeFileSync(path.join(dir, 'resolvers/auth.ts'), "import type { Shop } from '../shop';\nexport const token = 1;\nexport type S = Shop;\n");
      fs.writeFileSync(path.join(dir, 'resolvers/cart.ts'), "import { order } from './customer';\nexport const cart = () => order;\n");
      fs.writeFileSync(path.join(dir, 'resolvers/customer.ts'), "import { cart } from './cart';\nexport const order = () => cart;\n");
      fs.writeFileSync(path.join(dir, 'index.ts'), "import './shop';\nimport './resolvers/cart';\n");
      const cycles = (await importCyclesUnder(dir)).map((cycle) => cycle.map((file) => path.relative(dir, path.resolve(dir, file))).sort());
      expect(cycles).toEqual(
        expect.arrayContaining([
          ['resolvers/auth.ts', 'shop.ts'],
          ['resolvers/cart.ts', 'resolvers/customer.ts']
        ])
      );
      expect(cycles).toHaveLength(2);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
