import path from 'node:path';
import { z } from 'zod';

/**
 * Server configuration, read from the environment and validated at start.
 * Every setting has a safe default; a bad value stops the server with a message that names
 * the variable (README, "Configuration").
 */
const portSchema = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535');

const envSchema = z.object({
  PORT: portSchema.default(8080),
  HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1, 'must not be empty').optional(),
});

export type DatabaseConfig =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export interface Config {
  port: number;
  host: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  database: DatabaseConfig;
  /** Folder of the built web app; absent when the server runs without one (API only). */
  webDist: string | undefined;
}

export class ConfigError extends Error {
  readonly code = 'ERR_CONFIG';
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/**
 * Parses the environment. Relative paths are taken from `baseDir` (the folder where the
 * user ran npm, so that `./data` means the project's data folder).
 */
export function loadConfig(env: Record<string, string | undefined>, baseDir: string): Config {
  // An empty variable means "not set", as in most shells' `VAR= cmd`.
  const cleaned = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`),
    );
  }
  const v = parsed.data;
  return {
    port: v.PORT,
    host: v.HOST,
    logLevel: v.LOG_LEVEL,
    database: v.DATABASE_URL
      ? { kind: 'postgres', url: v.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.resolve(baseDir, v.DATA_DIR) },
    webDist: v.WEB_DIST ? path.resolve(baseDir, v.WEB_DIST) : undefined,
  };
}
