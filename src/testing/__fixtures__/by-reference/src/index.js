import { createIntegration, createOAuthHandler } from '@service/runtime';

// As figma's: every request to the public endpoint is the OAuth handler, with the client from the secrets.
export default createIntegration({
  fetch: (request, context) =>
    createOAuthHandler({
      redirectURL: `${context.environment.integration.urls.publicEndpoint}/oauth`,
      clientId: context.environment.secrets.CLIENT_ID,
      clientSecret: context.environment.secrets.CLIENT_SECRET,
      authorizeURL: 'https://auth.sketch.example/oauth/authorize',
      accessTokenURL: 'https://auth.sketch.example/oauth/token',
    })(request, context),
});
