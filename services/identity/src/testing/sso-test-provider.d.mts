/** A real OpenID Connect provider for the single sign-on tests (see the .mjs file). */
export declare function startSsoTestProvider(options: {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  port?: number;
}): Promise<{ issuer: string; close(): Promise<void> }>;
