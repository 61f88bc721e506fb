import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, databaseFileOf, isSeeded, type DB } from '../db';
import { seedDatabase } from '../db/sampleShop';
import { generateMedia } from './media';

export const mediaDirOf = (dataDir: string) => path.join(dataDir, 'media');

/** Opens the shop's database, seeding it (and rendering its media) on first start or when reset is asked. */
export async function openShop(dataDir: string, reset = false): Promise<DB> {
  const file = databaseFileOf(dataDir);
  if (reset) {
    for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
    fs.rmSync(mediaDirOf(dataDir), { recursive: true, force: true });
  }
  const db = openDatabase(file);
  if (!isSeeded(db)) {
    // Media first: the database only counts as seeded once everything it points to exists.
    await generateMedia(mediaDirOf(dataDir));
    seedDatabase(db);
  }
  return db;
}
