import type { FastifyPluginAsync } from 'fastify';
import type { AuthConfig } from '../../config.js';
import type { DriveConfig } from '../../drive-config.js';

/**
 * GET /api/auth-config: no sign-in; tells the browser which issuer, client and scopes to
 * sign in with (the embedded provider, or the configured external issuer), and the cloud-drive
 * mirror's Graph address, scope and resource, or why the mirror is off.
 */
export const authConfigRoutes =
  (auth: AuthConfig, drive: DriveConfig): FastifyPluginAsync =>
  async (app) => {
    app.get('/auth-config', async () => ({
      kind: auth.kind,
      authority: auth.issuer,
      clientId: auth.clientId,
      scope: auth.scope,
      audience: auth.audience,
      drive,
    }));
  };
