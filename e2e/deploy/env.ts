/** A DEPLOY_* value that scripts/test-deploy.mjs passes to the deployment specs. */
export function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run \`npm run test:deploy\``);
  return value;
}
