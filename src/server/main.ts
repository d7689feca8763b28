/** One server process (`npm start`): everything the site does, on the embedded database by default. */
import { runServer } from "./server.ts";

await runServer({ startupTasks: true });
