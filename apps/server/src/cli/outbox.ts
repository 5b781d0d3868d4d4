import { desc } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { mailOutbox } from '../db/schema.js';

/**
 * `npm run outbox`: prints the mail kept in the outbox (when no SMTP_URL is set), newest
 * first. Stop the server first when it runs on the embedded database.
 */
const config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
const database = await openDatabase(config.database);
await database.migrate();
const rows = await database.db
  .select()
  .from(mailOutbox)
  .orderBy(desc(mailOutbox.createdAt))
  .limit(Number(process.argv[2] ?? 50));
if (rows.length === 0) console.log('The outbox is empty.');
for (const row of rows) {
  console.log(
    `--- ${row.createdAt.toISOString()}  to ${row.to}${row.replyTo ? `  reply-to ${row.replyTo}` : ''}`,
  );
  console.log(`Subject: ${row.subject}\n\n${row.text}\n`);
}
await database.close();
