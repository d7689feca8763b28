/**
 * The administrator the end-to-end server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD).
 * Plain constants: read both by start-server.ts and by the tests.
 */
export const E2E_ADMIN = {
  email: "admin-e2e@example.org",
  password: "Admin2e2eSecret",
};
