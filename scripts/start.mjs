// @ts-check
// `npm start`: the whole product on this machine with the demo school, accounts and history
// (README « Quick start »). Demo data is for that alone: the server's own default is off, so a
// server started any other way never creates accounts with the published password nor accepts
// the published partner secret (issue #21, point 10). DEMO_DATA=false npm start still wins.
process.env.DEMO_DATA ??= 'true';
// Built by `npm run build` just before: a URL, not a path the linter would look for.
await import(new URL('../apps/server/dist/server.js', import.meta.url).href);
