import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase } from "../db/client.ts";

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export const randomName = (prefix: string) => `${prefix}_${randomBytes(6).toString("hex")}`;

/** A migrated database that test databases are copied from. */
export async function createTemplateDatabase(url: string): Promise<string> {
  const name = randomName("scriptloom_test_tpl");
  await admin(url, (c) => c.query(`create database ${name}`));
  const database = await openDatabase({ databaseUrl: withDatabase(url, name) });
  await database.close();
  return name;
}

/** A fresh database copied from the template; returns its URL. */
export async function createDatabaseFromTemplate(
  url: string,
  template: string,
): Promise<{ name: string; url: string }> {
  const name = randomName("scriptloom_test");
  // CREATE DATABASE … TEMPLATE fails while another session copies the same template: retry briefly.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin(url, (c) => c.query(`create database ${name} template ${template}`));
      break;
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  // A test's commits need not wait for the WAL to reach the disk: only a crash of the PostgreSQL
  // server itself could lose them, and no test crashes it. On 2 cores this halves the suites' time.
  const copy = new URL(withDatabase(url, name));
  copy.searchParams.set("options", "-c synchronous_commit=off");
  return { name, url: copy.toString() };
}

export async function dropDatabase(url: string, name: string): Promise<void> {
  await admin(url, (c) => c.query(`drop database if exists ${name} with (force)`));
}

/** An empty database of its own (the app migrates it at start-up); returns its URL. */
export async function createEmptyDatabase(
  url: string,
  prefix = "scriptloom_test",
): Promise<{ name: string; url: string }> {
  const name = randomName(prefix);
  await admin(url, (c) => c.query(`create database ${name}`));
  return { name, url: withDatabase(url, name) };
}
